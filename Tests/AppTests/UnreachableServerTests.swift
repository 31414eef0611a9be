import App
import AppTestSupport
import Foundation
import TestSupport
import Testing

/// A server that goes away mid-session: the next load shows the error and `Retry` as soon as the connection is
/// refused, not `Loading…` until the answer timeout (raised to 300 s for the specs).
@MainActor
@Suite("Unreachable server")
struct UnreachableServerTests {
    @Test(
        "when the server dies, pull shows the error with Retry before the answer timeout",
        arguments: [ArchitectureVariant.mvc, .mvp, .mvvm, .tea, .massiveMVC])
    func serverDiesMidSession(variant: ArchitectureVariant) async throws {
        try await withServer { server in
            try await withApp(variant, scene: .news, on: server) { app in
                // Given the news on screen
                try await app.run("wait")
                #expect(app.screen.contains("read "))
                // When the server stops and the user pulls to refresh
                await server.stop()
                try await app.run("pull", "wait")
                // Then `wait` (which gives up after 30 s without progress, long before the answer timeout) finds
                // the error shown, with Retry, and the articles still there
                #expect(!app.log.errors.contains("still busy"))
                #expect(app.screen.contains("Cannot reach the server"), "\(app.screen)")
                #expect(app.screen.contains("Retry"))
                #expect(!app.screen.contains("Loading…"))
                #expect(app.screen.contains("read "))
            }
        }
    }
}
