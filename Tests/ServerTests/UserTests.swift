import Foundation
import GRDB
import HTTPTypes
import Model
import Server
import TestSupport
import Testing

@Suite("Users and following")
struct UserTests {
    @Test("the seeded users mix English and Chinese names; without a token isFollowing is absent")
    func listUsersAnonymously() async throws {
        try await LiveServer.with { _, probe in
            let users = try await probe.get("/users").decode([User].self)
            #expect(users.count >= 8)
            #expect(users.map(\.id) == users.map(\.id).sorted())
            #expect(users.contains { $0.displayName.unicodeScalars.contains { $0.value >= 0x4E00 } })
            #expect(users.contains { $0.displayName.allSatisfy { $0.isASCII } })
            #expect(users.allSatisfy { $0.isFollowing == nil })
        }
    }

    @Test("with a token each user says whether the viewer follows them")
    func listUsersSignedIn() async throws {
        try await LiveServer.with { _, probe in
            let token = try await probe.login("alice")
            let users = try await probe.get("/users", token: token).decode([User].self)
            let following = try await probe.get("/users/1/following").decode([User].self)
            #expect(users.allSatisfy { $0.isFollowing != nil })
            #expect(Set(users.filter { $0.isFollowing == true }.map(\.id)) == Set(following.map(\.id)))
            #expect(users.first { $0.username == "alice" }?.followingCount == following.count)
        }
    }

    @Test("one user's info; an unknown id is 404 and a non-numeric id is 400")
    func userInfo() async throws {
        try await LiveServer.with { _, probe in
            let alice = try await probe.get("/users/1").decode(User.self)
            #expect(alice.username == "alice")
            #expect(alice.avatarURL.hasPrefix("https://"))
            #expect(alice.friendCount > 0)
            let missing = try await probe.get("/users/9999")
            #expect(missing.status == 404)
            #expect(missing.error?.code == "not_found")
            let garbage = try await probe.get("/users/abc")
            #expect(garbage.status == 400)
            #expect(garbage.error?.message.contains("whole number") == true)
            #expect(try await probe.get("/users/9999/following").status == 404)
        }
    }

    @Test("follow then unfollow: the status, the list and the counts follow; repeats change nothing")
    func followAndUnfollow() async throws {
        try await LiveServer.with { _, probe in
            // Given alice, who does not follow user 7 (dave)
            let token = try await probe.login("alice")
            let before = try await probe.get("/users/1").decode(User.self)
            #expect(try await probe.get("/users/7", token: token).decode(User.self).isFollowing == false)
            // When she follows dave twice
            let first = try await probe.send(.post, "/users/7/follow", token: token).decode(FollowStatus.self)
            let second = try await probe.send(.post, "/users/7/follow", token: token).decode(FollowStatus.self)
            // Then she follows him once
            #expect(first == FollowStatus(userID: 7, isFollowing: true))
            #expect(second == first)
            #expect(try await probe.get("/users/7", token: token).decode(User.self).isFollowing == true)
            #expect(try await probe.get("/users/1").decode(User.self).followingCount == before.followingCount + 1)
            #expect(try await probe.get("/users/7").decode(User.self).followerCount == 2)
            #expect(try await probe.get("/users/1/following").decode([User].self).contains { $0.id == 7 })
            // When she unfollows him twice
            let unfollowed = try await probe.send(.delete, "/users/7/follow", token: token)
            _ = try await probe.send(.delete, "/users/7/follow", token: token)
            // Then she is back where she started
            #expect(try unfollowed.decode(FollowStatus.self) == FollowStatus(userID: 7, isFollowing: false))
            #expect(try await probe.get("/users/1").decode(User.self).followingCount == before.followingCount)
        }
    }

    @Test("a user's counts: following, followers, and friends (who follow each other)")
    func counts() async throws {
        try await LiveServer.with { _, probe in
            // Given the seeded graph: alice follows 5 users, 6 follow her, and 4 of them both ways
            let alice = try await probe.get("/users/1").decode(User.self)
            // Then her info says so
            #expect(alice.followingCount == 5)
            #expect(alice.followerCount == 6)
            #expect(alice.friendCount == 4)
            // And when lilei (followed by alice) follows her back, they become friends
            let token = try await probe.login("lilei")
            _ = try await probe.send(.post, "/users/1/follow", token: token)
            let after = try await probe.get("/users/1").decode(User.self)
            #expect(after.friendCount == 5)
            #expect(after.followerCount == 7)
        }
    }

    @Test("after follows and unfollows back and forth, every user's counts equal counting the follows themselves")
    func storedCountsMatchTheFollows() async throws {
        try await LiveServer.with { server, probe in
            // Given bob, carol and dave logged in
            let users = try await probe.get("/users").decode([User].self)
            let ids = Dictionary(uniqueKeysWithValues: users.map { ($0.username, $0.id) })
            var tokens: [String: String] = [:]
            for name in ["bob", "carol", "dave"] { tokens[name] = try await probe.login(name) }
            // When they follow and unfollow each other and alice, mutual follows made and broken among them
            let steps: [(String, HTTPRequest.Method, String)] = [
                ("bob", .post, "carol"), ("carol", .post, "bob"), ("dave", .post, "bob"), ("bob", .post, "dave"),
                ("bob", .delete, "carol"), ("carol", .post, "alice"), ("dave", .delete, "bob"),
                ("bob", .post, "carol"), ("carol", .delete, "bob"), ("dave", .post, "alice"),
            ]
            for (who, method, whom) in steps {
                let id = try #require(ids[whom])
                let answer = try await probe.send(method, "/users/\(id)/follow", token: tokens[who])
                #expect(answer.status == 200)
            }
            // Then every user's three counts are what counting the follows table gives
            let counted = try await countedFollows(databasePath: server.databasePath)
            for user in try await probe.get("/users").decode([User].self) {
                let shown = [user.friendCount, user.followingCount, user.followerCount]
                #expect(shown == counted[user.id], "\(user.username)")
            }
        }
    }

    @Test("following needs a token, a real user, and someone other than yourself")
    func followErrors() async throws {
        try await LiveServer.with { _, probe in
            let token = try await probe.login("alice")
            #expect(try await probe.send(.post, "/users/2/follow").status == 401)
            #expect(try await probe.send(.post, "/users/9999/follow", token: token).status == 404)
            let yourself = try await probe.send(.post, "/users/1/follow", token: token)
            #expect(yourself.status == 400)
            #expect(yourself.error?.code == "bad_request")
            #expect(yourself.error?.message.contains("yourself") == true)
            #expect(try await probe.send(.delete, "/users/1/follow", token: token).status == 400)
        }
    }

    @Test("follows from every user at once, twice each, count once each; unfollows at once take exactly those away")
    func concurrentFollows() async throws {
        try await LiveServer.with { server, probe in
            // Given every seeded user but erin logged in; nobody follows erin
            let users = try await probe.get("/users").decode([User].self)
            let erin = try #require(users.first { $0.username == "erin" })
            var tokens: [(id: Int, token: String)] = []
            for user in users where user.id != erin.id {
                tokens.append((user.id, try await probe.login(user.username)))
            }
            #expect(try await followers(of: erin.id, among: users, probe: probe) == [])
            // When all of them follow her at the same time, twice each, over separate connections
            try await sendConcurrently(
                .post, "/users/\(erin.id)/follow", tokens: tokens.map(\.token), port: server.port)
            // Then each of them follows her exactly once
            #expect(try await followers(of: erin.id, among: users, probe: probe) == Set(tokens.map(\.id)))
            let listed = try await probe.get("/users/\(tokens[0].id)/following").decode([User].self)
            #expect(listed.filter { $0.id == erin.id }.count == 1)
            // When all of them unfollow her at once, twice each, Then nobody follows her
            try await sendConcurrently(
                .delete, "/users/\(erin.id)/follow", tokens: tokens.map(\.token), port: server.port)
            #expect(try await followers(of: erin.id, among: users, probe: probe) == [])
        }
    }

    /// Sends `method path` twice per token, all at once, each over a connection of its own; expects every answer 200.
    private func sendConcurrently(_ method: HTTPRequest.Method, _ path: String, tokens: [String], port: Int)
        async throws
    {
        try await withThrowingTaskGroup(of: Int.self) { group in
            for token in tokens + tokens {
                group.addTask {
                    try await Probe.using(port: port) { own in try await own.send(method, path, token: token).status }
                }
            }
            for try await status in group { #expect(status == 200) }
        }
    }

    /// The ids of the users whose following list holds `userID`.
    /// Each user's friend, following and follower counts, counted from the follows table of the server's file.
    private func countedFollows(databasePath: String) async throws -> [Int: [Int]] {
        let database = try DatabaseQueue(path: databasePath)
        defer { try? database.close() }
        return try await database.read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT u.id,
                        (SELECT COUNT(*) FROM follows f WHERE f.follower_id = u.id AND EXISTS (
                            SELECT 1 FROM follows b WHERE b.follower_id = f.followee_id AND b.followee_id = u.id)),
                        (SELECT COUNT(*) FROM follows f WHERE f.follower_id = u.id),
                        (SELECT COUNT(*) FROM follows f WHERE f.followee_id = u.id)
                    FROM users u
                    """)
            return Dictionary(
                uniqueKeysWithValues: try rows.map { row in
                    (try row.decode(Int.self, atIndex: 0), try (1...3).map { try row.decode(Int.self, atIndex: $0) })
                })
        }
    }

    private func followers(of userID: Int, among users: [User], probe: Probe) async throws -> Set<Int> {
        var followers: Set<Int> = []
        for user in users {
            let following = try await probe.get("/users/\(user.id)/following").decode([User].self)
            if following.contains(where: { $0.id == userID }) { followers.insert(user.id) }
        }
        return followers
    }
}
