import App
import Foundation
import Testing

/// `mvx report --interactions`: one scripted interaction per scene in every architecture, on an in-process server.
@MainActor
struct InteractionRunTests {
    /// One run shared by both tests: each run starts a server and plays every scene in every architecture.
    private static let firstRun = Task { @MainActor in try await measureInFreshFolder() }

    @Test func everySceneIsMeasuredInEveryArchitectureItHasAndRedrawsOnlyWhatChanged() async throws {
        // When the interactions run in a fresh folder
        let measured = try await Self.firstRun.value
        // Then each scene has a row per variant that has it (News and Profile also the massive controller; Print,
        // Counter and News the seed's own MVC)
        let variants = Dictionary(grouping: measured, by: \.scene).mapValues { $0.map(\.architecture) }
        #expect(variants["Counter"] == ["mvc", "mvp", "mvvm", "tea", "viper", "mvc-seed"])
        #expect(variants["News"] == ["mvc", "mvp", "mvvm", "tea", "viper", "mvc-massive", "mvc-seed"])
        #expect(variants["Profile"] == ["mvc", "mvp", "mvvm", "tea", "viper", "mvc-massive"])
        #expect(variants.count == 6)
        // And a one-row change redrew one row and took a few bytes, never the whole screen
        for row in measured where ["Counter", "Profile", "Discover", "Voice"].contains(row.scene) {
            #expect(row.rowsRedrawn == 1, "\(row)")
            #expect((1...40).contains(row.bytesWritten), "\(row)")
        }
    }

    @Test func twoRunsMeasureTheSameRowsAndBytes() async throws {
        // Given one run of every interaction
        let first = try await Self.firstRun.value
        // When they run again, in another folder
        let second = try await Self.measureInFreshFolder()
        // Then every row is the same (Print's random source is seeded, every run has a fresh database)
        #expect(second == first)
        // And Print changed the screen in every architecture
        #expect(first.filter { $0.scene == "Print" }.allSatisfy { $0.bytesWritten > 0 }, "\(first)")
    }

    private static func measureInFreshFolder() async throws -> [InteractionMeasurement] {
        let directory = FileManager.default.temporaryDirectory.appending(path: "mvx-interactions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try await InteractionRun.measure(in: directory)
    }
}
