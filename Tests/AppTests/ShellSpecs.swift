import App
import AppTestSupport
import TerminalKit
import TestSupport
import Testing

/// The shell: the home menu, navigation, the top bar and the architecture switch.
@MainActor
@Suite("App shell")
struct ShellSpecs {
    @Test("the home menu lists the scenes; enter opens the selected one", arguments: Architecture.allCases)
    func homeMenuOpensScenes(architecture: Architecture) async throws {
        try await withApp(architecture, scene: nil) { app in
            // Given the home menu
            #expect(app.topBar.contains("MVX · \(architecture.displayName) · Home"))
            #expect(app.screen.contains("Print"))
            #expect(app.screen.contains("Counter"))

            // When the user moves down to Counter and presses enter
            try await app.run("key down", "key enter", "wait")

            // Then Counter opens in the architecture of the menu
            #expect(app.topBar.contains("MVX · \(architecture.displayName) · Counter"))
            #expect(app.counterRows.count == 18)

            // When they go back and select the first row
            try await app.run("key esc", "select 1")
            // Then Print opens
            #expect(app.topBar.contains("MVX · \(architecture.displayName) · Print"))
        }
    }

    @Test("key a on the home menu picks the architecture the next scene opens in")
    func keyAOnHome() async throws {
        try await withApp(ArchitectureVariant.viper, scene: nil) { app in
            // When the user presses a on the home menu (VIPER, the last)
            try await app.run("key a")
            // Then the menu is in MVC, and the scene opens in MVC
            #expect(app.topBar.contains("MVX · MVC · Home"))
            try await app.run("select 1")
            #expect(app.topBar.contains("MVX · MVC · Print"))
            #expect(app.shell.currentSceneVariant == .mvc)
        }
    }

    @Test("key a cycles Print through MVP, MVVM, TEA, VIPER, seed 003's MVC and back to MVC, over the menu")
    func keyACycles() async throws {
        try await withApp(ArchitectureVariant.mvc, scene: .print) { app in
            // When the user presses a six times
            var titles: [String] = []
            for _ in 0..<6 {
                try await app.run("key a")
                titles.append(app.topBar)
            }
            // Then the top bar names each variant in turn, and the menu is still under the scene
            let names = ["MVP", "MVVM", "TEA", "VIPER", "MVC (seed)", "MVC"]
            #expect(zip(titles, names).allSatisfy { $0.contains("MVX · \($1) · Print") }, "\(titles)")
            #expect(app.shell.navigationController.viewControllers.count == 2)
        }
    }

    @Test("every list opens with its first row selected", arguments: ArchitectureVariant.allCases)
    func listsOpenWithTheFirstRowSelected(variant: ArchitectureVariant) async throws {
        try await withServer { server in
            try await withApp(variant, scene: nil, on: server) { app in
                let catalog = app.shell.catalog
                for scene in catalog.scenes where scene != .print && catalog.contains(scene, in: variant) {
                    try app.shell.open(scene)
                    try await app.run("wait")
                    #expect(try app.table.indexPathForSelectedRow?.row == 0, "\(scene) in \(variant)")
                    try await app.run("key esc")
                }
            }
        }
    }
}
