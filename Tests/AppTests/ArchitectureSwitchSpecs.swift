import App
import AppTestSupport
import Model
import TerminalKit
import TestSupport
import Testing

/// Key `a` re-opens the whole stack in the next variant of the scene on top,
/// at the same place, and cycles through every variant the scene has, the massive controllers included.
@MainActor
@Suite("Key a keeps the place")
struct ArchitectureSwitchSpecs {
    @Test("a pushed profile and the list under it both move to the next architecture", arguments: Architecture.allCases)
    func wholeStackSwitches(architecture: Architecture) async throws {
        try await withApp(architecture, scene: .discover) { app in
            // Given Discover with a user's profile pushed over it (row 2)
            try await app.run("wait", "select 2", "wait")
            let next = architecture.next.displayName
            #expect(app.topBar.contains("· Profile"))

            // When the user presses a
            try await app.run("key a", "wait")

            // Then every screen on the stack names the next architecture, the profile on top
            #expect(app.topBar.contains("MVX · \(next) · Profile"))
            try await app.run("key esc", "wait")
            #expect(app.topBar.contains("MVX · \(next) · Discover"))
            // And Discover keeps the row that opened the profile
            #expect(try app.table.indexPathForSelectedRow?.row == 1)
            try await app.run("key esc")
            #expect(app.topBar.contains("MVX · \(next) · Home"))
        }
    }

    @Test("Discover keeps its search text, the users it lists and the selected row", arguments: Architecture.allCases)
    func discoverKeepsItsSearch(architecture: Architecture) async throws {
        try await withApp(architecture, scene: .discover) { app in
            // Given Discover filtered by `o` (Bob, Carol, Erin), its second row selected
            try await app.run("wait", "type o", "wait", "key down", "key down", "wait")
            let screen = app.screen
            #expect(try app.rowCount == 3, "\(screen)")
            #expect(try app.table.indexPathForSelectedRow?.row == 1)

            // When the user presses a
            try await app.run("key a", "wait")

            // Then the next architecture shows the same field, the same users and the same row selected
            #expect(app.topBar.contains("MVX · \(architecture.next.displayName) · Discover"))
            #expect(Self.body(of: app.screen) == Self.body(of: screen))
            #expect(try app.table.indexPathForSelectedRow?.row == 1)
        }
    }

    @Test("News keeps its load mode, selection and scroll position", arguments: SpecVariants.news)
    func newsKeepsPlace(variant: ArchitectureVariant) async throws {
        try await withServer { server in
            try await withApp(variant, scene: .news, on: server) { app in
                // Given All mode, scrolled to the last article
                try await app.run("wait", "tap All", "wait", "key end", "wait")
                let rows = try app.rowCount
                #expect(rows > 20)
                let place = try app.place

                // When the user presses a
                try await app.run("key a", "wait")

                // Then the next variant shows the same rows, the same row selected, scrolled the same
                #expect(app.shell.currentSceneVariant == app.shell.catalog.nextVariant(of: .news, after: variant))
                #expect(try app.rowCount == rows)
                #expect(try app.place == place)
                #expect(place.selectedRow == rows - 1)
                #expect(place.firstVisibleRow > 0)
            }
        }
    }

    @Test("Profile keeps its module, selection and a pushed draft", arguments: SpecVariants.profile)
    func profileKeepsModuleAndDetail(variant: ArchitectureVariant) async throws {
        try await withServer { server in
            try await withApp(variant, scene: .profile, on: server) { app in
                // Given the Drafts module with the second draft's detail pushed
                try await app.run("wait", "tap Drafts", "wait", "select 2", "wait")
                let detail = app.screen
                #expect(app.shell.navigationController.viewControllers.count == 3)

                // When the user presses a
                try await app.run("key a", "wait")

                // Then the same draft's detail is on top, in the next variant
                let next = app.shell.catalog.nextVariant(of: .profile, after: variant)
                #expect(app.topBar.contains("MVX · \(next.displayName) · Profile"))
                #expect(app.shell.navigationController.viewControllers.count == 3)
                #expect(Self.body(of: app.screen) == Self.body(of: detail))

                // And under it, Drafts with that draft selected
                try await app.run("key esc", "wait")
                #expect(app.screen.contains("edited"))
                #expect(try app.table.indexPathForSelectedRow?.row == 1)
            }
        }
    }

    @Test(
        "a cycles through every variant a scene has, its before pictures included",
        arguments: [
            (SceneID.print, [ArchitectureVariant.mvp, .mvvm, .tea, .viper, .seedMVC, .mvc]),
            (.counter, [.mvp, .mvvm, .tea, .viper, .seedMVC, .mvc]),
            (.news, [.mvp, .mvvm, .tea, .viper, .massiveMVC, .seedMVC, .mvc]),
            (.profile, [.mvp, .mvvm, .tea, .viper, .massiveMVC, .mvc]),
        ])
    func cyclesThroughBeforePictures(scene: SceneID, expected: [ArchitectureVariant]) async throws {
        try await withServer { server in
            try await withApp(.mvc, scene: scene, on: server) { app in
                // When the user presses a once per variant
                var variants: [ArchitectureVariant] = []
                for _ in expected {
                    try await app.run("wait", "key a", "wait")
                    variants += app.shell.currentSceneVariant.map { [$0] } ?? []
                }
                // Then the scene went through each, the before pictures after VIPER, and came back to MVC
                #expect(variants == expected)
            }
        }
    }

    /// The screen under its top bar.
    private static func body(of screen: String) -> String {
        screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
    }
}

extension SpecApp {
    /// Where the user is in the list on screen.
    fileprivate var place: ScenePlace {
        get throws {
            let table = try self.table
            return ScenePlace(
                selectedRow: table.indexPathForSelectedRow?.row, firstVisibleRow: table.firstVisibleRow)
        }
    }
}
