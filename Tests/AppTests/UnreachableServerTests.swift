import App
import AppTestSupport
import Foundation
import TestSupport
import Testing

/// A server that goes away mid-session: the next load shows the error and `Retry`, not `Loading…`, with the answer
/// timeout a person has (15 s). A refused connection fails at once; a connection the stopping server left open
/// fails at the timeout, still well inside `wait`'s 30 s without progress.
@MainActor
@Suite("Unreachable server")
struct UnreachableServerTests {
    @Test(
        "when the server dies, pull shows the error with Retry, not Loading…",
        arguments: [ArchitectureVariant.mvc, .mvp, .mvvm, .tea, .massiveMVC])
    func serverDiesMidSession(variant: ArchitectureVariant) async throws {
        try await withServer { server in
            try await withApp(
                variant, scene: .news, on: server, answerTimeout: LaunchOptions().answerTimeout
            ) { app in
                // Given the news on screen
                try await app.run("wait")
                #expect(app.screen.contains("read "))
                // When the server stops and the user pulls to refresh — its port held where the system lets it go,
                // bound but not listening, so that no other test's server takes it meanwhile
                await server.stop()
                let holder = try? PortHolder(port: server.port)
                defer { holder?.release() }
                try await app.run("pull", "wait")
                // Then `wait` (which gives up after 30 s without progress) finds
                // the error shown, with Retry, and the articles still there
                #expect(!app.log.errors.contains("still busy"))
                // (the server may close the request's kept-alive connection as it stops: that is said as it is)
                #expect(
                    app.screen.contains("Cannot reach the server") || app.screen.contains("connection closed"),
                    "\(app.screen)")
                #expect(app.screen.contains("Retry"))
                #expect(!app.screen.contains("Loading…"))
                #expect(app.screen.contains("read "))
            }
        }
    }
}
