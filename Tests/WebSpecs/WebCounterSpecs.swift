import App
import AppTestSupport
import Testing

/// Counter in the browser: the Counter scene in every architecture through a headless tab and a real server.
@MainActor
@Suite("Counter in the browser", .serialized)
struct WebCounterSpecs {
    nonisolated static let architectures: [ArchitectureVariant] = [.mvc, .mvp, .mvvm, .tea, .viper]

    @Test("the page lists the 18 main counters under the bar", arguments: architectures)
    func firstPage(variant: ArchitectureVariant) async throws {
        try await withWebApp("/\(variant.rawValue)/counter") { app in
            // When the scene has loaded
            try await app.run("wait")

            // Then
            #expect(app.bar == "MVX · \(variant.displayName) · Counter")
            #expect(app.rows.count == 18)
            app.expectHTML("loaded")
        }
    }

    @Test("+ adds one to its row and changes nothing else", arguments: architectures)
    func plus(variant: ArchitectureVariant) async throws {
        try await withWebApp("/\(variant.rawValue)/counter") { app in
            try await app.run("wait")
            let before = app.rows

            // When the user taps + in row 3
            try await app.run("tap + @3", "wait")

            // Then row 3 shows one more and the other rows are as they were
            let after = app.rows
            #expect(after.count == 18)
            #expect(Array(after.prefix(2)) == Array(before.prefix(2)))
            #expect(Array(after.dropFirst(3)) == Array(before.dropFirst(3)))
            #expect(after[2] != before[2])
            app.expectHTML("plus-row-3")
        }
    }
}
