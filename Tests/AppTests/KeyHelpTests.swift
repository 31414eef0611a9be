import App
import AppTestSupport
import Foundation
import TerminalKit
import TestSupport
import Testing

/// Key `?` lists the keys of the screen on top and the server's address (that the log
/// names it too is checked with the data directory, in `LaunchTests`).
@MainActor
@Suite("Key help")
struct KeyHelpTests {
    @Test("? lists the keys of a list screen and the server's address; esc closes it", arguments: Architecture.allCases)
    func helpOnAList(architecture: Architecture) async throws {
        try await withServer { server in
            try await withApp(ArchitectureVariant(architecture), scene: .discover, on: server) { app in
                try await app.run("wait")
                #expect(app.screen.contains("? keys"))
                try await app.run("key ?")
                #expect(app.screen.contains("Keys on this screen"), "\(app.screen)")
                for line in [
                    "esc", "back", "a", "next arch", "q", "quit", "↑ ↓ pgup pgdn", "pgup on top", "refresh",
                    "↑ on the first row", "the text field; ↓ back to the list",
                ] {
                    #expect(app.screen.contains(line), "\(line): \(app.screen)")
                }
                #expect(app.screen.contains("server"))
                #expect(app.screen.contains(server.baseURL.absoluteString), "\(app.screen)")
                try await app.run("key esc")
                #expect(!app.screen.contains("Keys on this screen"))
                #expect(app.topBar.contains("Discover"))
            }
        }
    }

    @Test("? on a screen without a list names no list keys")
    func helpOnPrint() async throws {
        try await withApp(ArchitectureVariant.mvc, scene: .print) { app in
            try await app.run("key ?")
            #expect(app.screen.contains("Keys on this screen"))
            #expect(app.screen.contains("tab"), "\(app.screen)")
            #expect(!app.screen.contains("pgup on top"), "\(app.screen)")
        }
    }
}
