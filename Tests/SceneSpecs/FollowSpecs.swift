import App
import AppTestSupport
import TerminalKit
import TestSupport
import Testing

/// SPEC §2.5, written once for Following and Discover and run against every architecture, through the headless app
/// and a real server with a fresh database. The viewer, alice, follows 5 of the 9 other seeded users.
@MainActor
@Suite("Following and Discover")
struct FollowSpecs {
    static let followed = ["Bob Martin", "王小明", "李雷", "Carol Díaz", "张伟 Wei Zhang"]
    static let everyone = [
        "Alice Chen", "Bob Martin", "王小明", "李雷", "韩梅梅", "Carol Díaz", "Dave Kim", "张伟 Wei Zhang", "Erin O'Neil",
        "刘洋",
    ]
    nonisolated static let scenes: [SceneID] = [.following, .discover]

    @Test(
        "Following lists whom the viewer follows; Discover lists everyone, the viewer's own row without a button",
        arguments: Architecture.allCases)
    func firstScreens(architecture: Architecture) async throws {
        try await withApp(architecture, scene: .following) { app in
            try await app.run("wait")
            #expect(app.topBar.contains("MVX · \(architecture.displayName) · Following"))
            #expect(try app.userNames() == Self.followed)
            #expect(try app.followButtons() == Array(repeating: "following", count: 5))
            app.expectScreen("following")

            try await app.run("key esc")
            try app.shell.open(.discover)
            try await app.run("wait")
            #expect(app.topBar.contains("MVX · \(architecture.displayName) · Discover"))
            #expect(try app.userNames() == Self.everyone)
            #expect(
                try app.followButtons() == [
                    nil, "following", "following", "following", "follow", "following", "follow", "following", "follow",
                    "follow",
                ])
            app.expectScreen("discover")
        }
    }

    @Test(
        "follow shows following before the server answers, stays after, and redraws that row alone",
        arguments: Architecture.allCases, scenes)
    func followIsOptimistic(architecture: Architecture, scene: SceneID) async throws {
        try await withApp(architecture, scene: scene) { app in
            try await app.run("wait")
            let row = try await app.rowShowingFollow()
            let others = try app.followButtons()
            // Given the server holds the follow
            try await app.server.hold(FollowRoutes.follow)
            // When the user taps follow
            app.host.resetCounters()
            try await app.run("tap follow @\(row)", "sleep 0")
            // Then the row shows following while the request is held
            #expect(try app.followButton(inRow: row) == "following")
            // And once the server has answered, it still does; that row alone was drawn, and nothing else changed
            #expect(try await app.server.releaseHeldRequests() == 1)
            try await app.run("wait")
            app.host.render()
            #expect(app.host.rowsRedrawn == 1)
            var expected = others
            expected[row - 1] = "following"
            #expect(try app.followButtons() == expected)
            // And the server has it: the list loaded again says so
            try await app.run("pull", "wait")
            #expect(try app.followButton(inRow: row) == "following")
        }
    }

    @Test("a failing follow rolls back to follow and shows the error", arguments: Architecture.allCases, scenes)
    func failedFollowRollsBack(architecture: Architecture, scene: SceneID) async throws {
        try await withApp(architecture, scene: scene) { app in
            try await app.run("wait")
            let row = try await app.rowShowingFollow()
            // Given the server will refuse the next follow
            try await app.server.injectFault(FollowRoutes.follow, status: 503)
            // When the user taps follow
            try await app.run("tap follow @\(row)", "wait")
            // Then the row shows follow again, with the error
            #expect(try app.followButton(inRow: row) == "follow")
            #expect(app.screen.contains("503"))
            if scene == .discover { app.expectScreen("discover-follow-failed") }
        }
    }

    @Test(
        "in Following, following asks first: Cancel sends nothing, Unfollow unfollows at once and the row stays",
        arguments: Architecture.allCases)
    func followingAsksBeforeUnfollowing(architecture: Architecture) async throws {
        try await withApp(architecture, scene: .following) { app in
            try await app.run("wait")
            let requests = app.requestsCompleted
            // When the user taps following on Bob's row
            try await app.run("tap following @1", "wait")
            // Then the scene asks
            #expect(app.screen.contains("Unfollow Bob Martin?"))
            app.expectScreen("following-asks")
            // When the user answers Cancel, Then the question goes, nothing changed, and no request was sent
            try await app.run("tap Cancel", "wait")
            #expect(!app.screen.contains("Unfollow Bob Martin?"))
            #expect(try app.followButton(inRow: 1) == "following")
            #expect(app.requestsCompleted == requests)

            // When they ask again and answer Unfollow while the server holds the unfollow
            try await app.run("tap following @1", "wait")
            try await app.server.hold(FollowRoutes.unfollow)
            try await app.run("tap Unfollow", "sleep 0")
            // Then the row shows follow at once
            #expect(try app.followButton(inRow: 1) == "follow")
            try await app.server.releaseHeldRequests()
            try await app.run("wait")
            // And after the answer Bob's row stays, showing follow, so the list does not move under the cursor
            #expect(try app.userNames() == Self.followed)
            #expect(try app.followButton(inRow: 1) == "follow")
            app.expectScreen("following-after-unfollow")
            // And a pull leaves him out
            try await app.run("pull", "wait")
            #expect(try app.userNames() == Array(Self.followed.dropFirst()))
        }
    }

    @Test(
        "in Discover, following unfollows at once, and a failed unfollow rolls back", arguments: Architecture.allCases)
    func discoverUnfollowsAtOnce(architecture: Architecture) async throws {
        try await withApp(architecture, scene: .discover) { app in
            try await app.run("wait")
            // When the user taps following on Bob's row (row 2)
            try await app.run("tap following @2", "wait")
            // Then no question: the row shows follow
            #expect(!app.screen.contains("Unfollow"))
            #expect(try app.followButton(inRow: 2) == "follow")

            // Given the server will refuse the next unfollow
            try await app.server.injectFault(FollowRoutes.unfollow, status: 503)
            // When the user taps following on 王小明's row (row 3)
            try await app.run("tap following @3", "wait")
            // Then it shows following again, with the error, and still no question was asked
            #expect(try app.followButton(inRow: 3) == "following")
            #expect(app.screen.contains("503"))
            #expect(!app.screen.contains("Unfollow"))
        }
    }

    @Test("a follow in Discover shows in Following once it is opened", arguments: Architecture.allCases)
    func followInDiscoverShowsInFollowing(architecture: Architecture) async throws {
        try await withApp(architecture, scene: .discover) { app in
            try await app.run("wait")
            // When the user follows Dave Kim (row 7) in Discover, then opens Following
            #expect(try app.userNames()[6] == "Dave Kim")
            try await app.run("tap follow @7", "wait", "key esc")
            try app.shell.open(.following)
            try await app.run("wait")
            // Then Dave is among the followed, in id order
            #expect(try app.userNames() == ["Bob Martin", "王小明", "李雷", "Carol Díaz", "Dave Kim", "张伟 Wei Zhang"])
            #expect(try app.followButton(inRow: 5) == "following")
        }
    }

    @Test(
        "selecting a row, not its button, pushes that user's profile",
        arguments: Architecture.allCases, scenes)
    func selectingARowPushesTheProfile(architecture: Architecture, scene: SceneID) async throws {
        try await withApp(architecture, scene: scene) { app in
            try await app.run("wait")
            let name = try app.userNames()[1]
            let buttons = try app.followButtons()
            // When the user selects row 2
            try await app.run("select 2", "wait")
            // Then that user's profile is on top
            #expect(app.topBar.contains("MVX · \(architecture.displayName) · Profile"))
            #expect(app.shell.currentScene == .profile)
            #expect(app.screen.contains(name))
            // And back on the list, nothing was followed or unfollowed on the way
            try await app.run("key esc", "wait")
            #expect(try app.followButtons() == buttons)
        }
    }
}

extension SpecApp {
    /// A row showing `follow`: in Discover the first such row; in Following, where every row shows `following`,
    /// row 1 after unfollowing it.
    fileprivate func rowShowingFollow() async throws -> Int {
        if let row = try firstRow(showing: "follow") { return row }
        try await run("tap following @1", "wait", "tap Unfollow", "wait")
        return try #require(try firstRow(showing: "follow"))
    }
}
