import App
import AppTestSupport
import TerminalKit
import TestSupport
import Testing

/// Issue #23, point 3: key `c` shows the files behind the scene on top in its architecture, by layer, with their
/// code lines (the table `SceneCodeTableTests` keeps equal to the report's counting).
@MainActor
@Suite("Show the code")
struct CodeOverlayTests {
    @Test(
        "c on Counter lists its files in this architecture, by layer, with their code lines; esc closes it",
        arguments: Architecture.allCases)
    func codeOfCounter(architecture: Architecture) async throws {
        let variant = ArchitectureVariant(architecture)
        let code = try #require(SceneCode(scene: .counter, variant: variant))
        try await withApp(architecture, scene: .counter) { app in
            try await app.run("wait")
            #expect(app.screen.contains("c code"))
            // When the learner presses c
            try await app.run("key c")
            // Then the overlay names the scene and architecture, each layer with its lines, and each file
            #expect(app.screen.contains("The code behind Counter · \(architecture.displayName)"), "\(app.screen)")
            for layer in [SceneCode.Layer.model, .logic, .sharedViews] {
                #expect(app.screen.contains("\(layer.rawValue) · \(code.codeLines(of: layer)) lines"), "\(app.screen)")
            }
            let logic = try #require(code.files[.logic])
            let folders = ["mvc": "MVC", "mvp": "MVP", "mvvm": "MVVM", "tea": "TEA", "viper": "VIPER"]
            let folder = folders[variant.rawValue] ?? ""
            #expect(logic.allSatisfy { $0.path.hasPrefix("Sources/\(folder)/Counter/") })
            for file in logic {
                let line = app.screen.split(separator: "\n").first { $0.contains(file.path) }
                #expect(line?.hasSuffix(" \(file.codeLines)") == true, "\(file.path): \(app.screen)")
            }
            // And the keys of the screen under it do nothing meanwhile; esc closes it
            try await app.run("key a", "key esc")
            #expect(!app.screen.contains("The code behind"))
            #expect(app.topBar.contains("MVX · \(architecture.displayName) · Counter"))
        }
    }

    @Test("c on a pushed detail shows its scene's code; the massive controller is one file")
    func codeOfMassiveProfileDetail() async throws {
        try await withServer { server in
            try await withApp(.massiveMVC, scene: .profile, on: server) { app in
                try await app.run("wait", "select 1", "wait", "key c")
                #expect(app.screen.contains("The code behind Profile · MVC (massive)"), "\(app.screen)")
                #expect(app.screen.contains("Sources/MVCTerminal/ProfileMassive/MassiveProfileViewController.swift"))
                #expect(!app.screen.contains("model ·"), "the massive controller uses no scene Model code")
            }
        }
    }
}
