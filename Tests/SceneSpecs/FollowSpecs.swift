import App
import AppTestSupport
import TerminalKit
import TestSupport
import Testing

/// Following's and Discover's behaviour, written once for Following and Discover and run against every architecture in the terminal and in the
/// browser, through the headless front ends and a real server with a fresh database. The viewer, alice, follows 5 of the 9 other seeded users.
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
        arguments: SpecVariants.architectures)
    func firstScreens(spec: SpecCase) async throws {
        try await withApp(spec, scene: .following) { app in
            try await app.run("wait")
            #expect(app.topBar.contains("MVX · \(spec.variant.displayName) · Following"))
            #expect(try app.userNames() == Self.followed)
            #expect(try app.followButtons() == Array(repeating: "following", count: 5))
            app.expectScreen("following")

            try await app.run("key esc")
            try await app.open(.discover)
            try await app.run("wait")
            #expect(app.topBar.contains("MVX · \(spec.variant.displayName) · Discover"))
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
        arguments: SpecVariants.architectures, scenes)
    func followIsOptimistic(spec: SpecCase, scene: SceneID) async throws {
        try await withApp(spec, scene: scene) { app in
            try await app.run("wait")
            let row = try await app.rowShowingFollow()
            let others = try app.followButtons()
            // Given the server holds the follow
            try await app.server.hold(FollowRoutes.follow)
            // When the user taps follow
            app.startCountingRedraws()
            try await app.run("tap follow @\(row)", "sleep 0")
            // Then the row shows following while the request is held
            #expect(try app.followButton(inRow: row) == "following")
            // And once the server has answered, it still does; that row alone was drawn, and nothing else changed
            #expect(try await app.server.releaseHeldRequests() == 1)
            try await app.run("wait")
            #expect(app.rowsRedrawnSoFar == 1)
            var expected = others
            expected[row - 1] = "following"
            #expect(try app.followButtons() == expected)
            // And the server has it: the list loaded again says so
            try await app.run("pull", "wait")
            #expect(try app.followButton(inRow: row) == "following")
        }
    }

    @Test("a failing follow rolls back to follow and shows the error", arguments: SpecVariants.architectures, scenes)
    func failedFollowRollsBack(spec: SpecCase, scene: SceneID) async throws {
        try await withApp(spec, scene: scene) { app in
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
        arguments: SpecVariants.architectures)
    func followingAsksBeforeUnfollowing(spec: SpecCase) async throws {
        try await withApp(spec, scene: .following) { app in
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
        "in Discover, following unfollows at once, and a failed unfollow rolls back",
        arguments: SpecVariants.architectures)
    func discoverUnfollowsAtOnce(spec: SpecCase) async throws {
        try await withApp(spec, scene: .discover) { app in
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

    @Test("a follow in Discover shows in Following once it is opened", arguments: SpecVariants.architectures)
    func followInDiscoverShowsInFollowing(spec: SpecCase) async throws {
        try await withApp(spec, scene: .discover) { app in
            try await app.run("wait")
            // When the user follows Dave Kim (row 7) in Discover, then opens Following
            #expect(try app.userNames()[6] == "Dave Kim")
            try await app.run("tap follow @7", "wait", "key esc")
            try await app.open(.following)
            try await app.run("wait")
            // Then Dave is among the followed, in id order
            #expect(try app.userNames() == ["Bob Martin", "王小明", "李雷", "Carol Díaz", "Dave Kim", "张伟 Wei Zhang"])
            #expect(try app.followButton(inRow: 5) == "following")
        }
    }

    @Test(
        "selecting a row, not its button, pushes that user's profile",
        arguments: SpecVariants.architectures, scenes)
    func selectingARowPushesTheProfile(spec: SpecCase, scene: SceneID) async throws {
        try await withApp(spec, scene: scene) { app in
            try await app.run("wait")
            let name = try app.userNames()[1]
            let buttons = try app.followButtons()
            // When the user selects row 2
            try await app.run("select 2", "wait")
            // Then that user's profile is on top
            #expect(app.topBar.contains("MVX · \(spec.variant.displayName) · Profile"))
            #expect(app.currentScene == .profile)
            #expect(app.screen.contains(name))
            // And back on the list, nothing was followed or unfollowed on the way
            try await app.run("key esc", "wait")
            #expect(try app.followButtons() == buttons)
        }
    }

    // MARK: Discover's search field

    @Test(
        "typing filters Discover by name as you type, ignoring case and with wide characters; deleting widens again",
        arguments: SpecVariants.architectures)
    func typingFiltersDiscover(spec: SpecCase) async throws {
        try await withApp(spec, scene: .discover) { app in
            try await app.run("wait")
            // Given Discover lists everyone, the field empty
            #expect(app.searchFieldText == "Search users")
            // When the user types `WEI` in capitals
            try await app.run("type WEI", "wait")
            // Then only the name holding `Wei` is listed
            #expect(app.searchFieldText == "WEI")
            #expect(try app.userNames() == ["张伟 Wei Zhang"])
            // When they delete it and type a Chinese character instead
            try await app.run("key backspace", "key backspace", "key backspace", "type 王", "wait")
            // Then the wide name matches, and the screen is the same in every architecture
            #expect(try app.userNames() == ["王小明"])
            #expect(try app.followButtons() == ["following"])
            app.expectScreen("discover-search")
            // When they delete it, Then everyone is listed again, the field shows its placeholder
            try await app.run("key backspace", "wait")
            #expect(try app.userNames() == Self.everyone)
            #expect(app.searchFieldText == "Search users")
            // And a text nobody's name holds lists no one
            try await app.run("type zzz", "wait")
            #expect(try app.rowCount == 0)
        }
    }

    @Test("an answer to an earlier keystroke that arrives late never shows", arguments: SpecVariants.architectures)
    func aLateAnswerNeverShows(spec: SpecCase) async throws {
        try await withApp(spec, scene: .discover) { app in
            try await app.run("wait")
            // Given the server holds the answer to the next search
            try await app.server.hold(FollowRoutes.users)
            // When the user types `李`, and while its answer is held, deletes it and types `刘`
            try await app.run("type 李", "sleep 0")
            try await app.waitUntilServerHolds(1)
            try await app.run("key backspace", "type 刘", "wait")
            // Then the list shows the users matching `刘`
            #expect(try app.userNames() == ["刘洋"])
            // And once the answer to `李` is let go, it does not replace them, and no error shows
            try await app.server.releaseHeldRequests(expected: 0)
            try await app.run("wait")
            #expect(try app.userNames() == ["刘洋"])
            #expect(app.searchFieldText == "刘")
            #expect(!app.screen.contains("Retry"))
        }
    }

    @Test("following a user from a filtered list follows them in the whole list", arguments: SpecVariants.architectures)
    func followFromAFilteredList(spec: SpecCase) async throws {
        try await withApp(spec, scene: .discover) { app in
            try await app.run("wait")
            // Given Discover filtered to `dave`
            try await app.run("type dave", "wait")
            #expect(try app.userNames() == ["Dave Kim"])
            // When the user taps follow on his row
            try await app.run("tap follow @1", "wait")
            // Then it shows following, and still does once the search is cleared
            #expect(try app.followButton(inRow: 1) == "following")
            try await app.run("key backspace", "key backspace", "key backspace", "key backspace", "wait")
            #expect(try app.userNames()[6] == "Dave Kim")
            #expect(try app.followButton(inRow: 7) == "following")
            // And selecting a row of a filtered list opens that user's profile
            try await app.run("type 韩", "wait", "select 1", "wait")
            #expect(app.currentScene == .profile)
            #expect(app.screen.contains("韩梅梅"))
        }
    }

    @Test(
        "the field takes letters the app binds, and the editing keys; ↑ on the first row reaches it, ↓ leaves it",
        // The terminal's focus: in the browser the field is a real <input>, and the browser gives it the keys.
        arguments: SpecVariants.browser.map { SpecCase($0, in: .terminal) })
    func editingKeys(spec: SpecCase) async throws {
        try await withApp(spec, scene: .discover) { app in
            try await app.run("wait")
            // When the user goes up from the first row into the field and types `a` and `q` (next arch, quit)
            try await app.run("key up", "key a", "key q", "wait")
            // Then they are typed, not obeyed
            #expect(app.searchFieldText == "aq")
            #expect(app.topBar.contains("MVX · \(spec.variant.displayName) · Discover"))
            #expect(try app.rowCount == 0)
            // When they delete the `q`, go to the start, type `D`, and delete the `a` after the cursor
            try await app.run("key backspace", "key home", "key D", "key delete", "wait")
            // Then the field holds `D` and lists the D names
            #expect(app.searchFieldText == "D")
            #expect(try app.userNames() == ["Carol Díaz", "Dave Kim"])
            // When they go down into the list, Then keys move the selection again: enter opens a profile
            try await app.run("key down", "key down", "key enter", "wait")
            #expect(app.currentScene == .profile)
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
