import App
import AppTestSupport
import Foundation
import TestSupport
import Testing

/// Profile in the browser, beyond the scene's walk-through in ``WebSceneSpecs``: the owner's Drafts and Trash
/// modules, and a module's own error with `Retry`. The seed gives alice (the default viewer) 6 drafts and 2 in the
/// trash.
@MainActor
@Suite("Profile in the browser", .serialized)
struct WebProfileSpecs {
    nonisolated static let architectures: [ArchitectureVariant] = [.mvc, .mvp, .mvvm, .tea, .viper]

    @Test("delete moves a draft to the Trash, and restore brings it back", arguments: architectures)
    func deleteAndRestore(variant: ArchitectureVariant) async throws {
        try await withWebApp("/\(variant.rawValue)/profile") { app in
            // Given the owner's drafts
            try await app.run("wait", "tap Drafts", "wait")
            #expect(app.rows.count == 6)
            let title = Self.title(of: app.rows[0])

            // When she deletes the first one, Then it leaves the drafts
            try await app.run("tap delete @1", "wait")
            #expect(app.rows.count == 5)
            #expect(!app.rows.map(Self.title).contains(title))

            // And the trash shows it with its restore button
            try await app.run("tap Trash", "wait")
            #expect(app.rows.count == 3)
            let row = try #require(app.rows.map(Self.title).firstIndex(of: title))
            #expect(app.rows[row].hasSuffix("restore"))

            // When she restores it, Then it leaves the trash and is back among the drafts
            try await app.run("tap restore @\(row + 1)", "wait")
            #expect(app.rows.count == 2)
            try await app.run("tap Drafts", "wait")
            #expect(app.rows.count == 6)
            #expect(app.rows.map(Self.title).contains(title))
        }
    }

    @Test("a failed Blogs module shows its own error and Retry; the header is unaffected", arguments: architectures)
    func blogsFailAndRetry(variant: ArchitectureVariant) async throws {
        try await withServer { server in
            // Given a server whose first blogs request fails
            try await server.injectFault("GET /users/{id}/blogs", status: 503)
            try await withWebApp("/\(variant.rawValue)/profile", on: server) { app in
                try await app.run("wait")
                // Then the blogs show their error and Retry, and the header still shows the user
                #expect(app.rows.isEmpty)
                #expect(app.screen.contains("Retry"))
                #expect(app.screen.contains("Alice Chen @alice"))

                // When the user taps Retry, Then the blogs load and the error is gone
                try await app.run("tap Retry", "wait")
                #expect(app.rows.count == 20)
                #expect(!app.screen.contains("Retry"))
            }
        }
    }

    /// A draft row's title: the row's text before its `edited` time.
    private static func title(of row: String) -> String {
        row.components(separatedBy: " edited ").first ?? row
    }
}
