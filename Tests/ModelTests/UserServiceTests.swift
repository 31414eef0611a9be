import Foundation
import LiveServices
import Model
import Testing

@Suite("LiveUserService and LiveFollowService")
struct UserServiceTests {
    @Test("users are listed, with isFollowing only when signed in")
    func usersWithAndWithoutToken() async throws {
        try await withLiveServer { client, _ in
            let users = LiveUserService(client: client)

            // Given no token, when all users are read
            let anonymous = try await users.users()

            // Then there are at least 8, alice among them, and nobody carries isFollowing
            #expect(anonymous.count >= 8)
            #expect(anonymous.contains { $0.username == "alice" })
            #expect(anonymous.allSatisfy { $0.isFollowing == nil })

            // When alice logs in and reads them again
            try await logIn(client, as: "alice")
            let signedIn = try await users.users()

            // Then every user carries the flag
            #expect(signedIn.allSatisfy { $0.isFollowing != nil })
        }
    }

    @Test("a search sends its query intact: spaces, +, &, =, #, % and Chinese reach the server as typed")
    func searchQueryIsEncoded() async throws {
        try await withLiveServer { client, _ in
            let users = LiveUserService(client: client)
            // Given the seeded users; when names are searched with characters a URL gives meaning to
            let spaced = try await users.users(matching: "alice chen")
            let chinese = try await users.users(matching: "小明")
            var found: [String: [User]] = [:]
            for query in ["Alice+Chen", "Chen&query=", "Chen#x", "Chen=", "Chen%", "%41lice"] {
                found[query] = try await users.users(matching: query)
            }
            let everyone = try await users.users(matching: "")
            let all = try await users.users()
            // Then each is searched as itself
            #expect(spaced.map(\.username) == ["alice"])
            #expect(chinese.map(\.username) == ["xiaoming"])
            for (query, users) in found {
                #expect(users.isEmpty, "\(query)")
            }
            // And the empty query is everyone
            #expect(everyone == all)
        }
    }

    @Test("a query longer than the search field allows is a 400 naming the limit")
    func searchQueryTooLong() async throws {
        try await withLiveServer { client, _ in
            let users = LiveUserService(client: client)
            let query = String(repeating: "王", count: UserSearch.maximumLength + 1)
            await #expect {
                try await users.users(matching: query)
            } throws: { error in
                guard case .http(400, let detail) = error as? APIError else { return false }
                return detail?.message.contains("at most 100 characters") == true
            }
        }
    }

    @Test("one user's info matches the list, and following N is the size of their following list")
    func userAndFollowing() async throws {
        try await withLiveServer { client, _ in
            // Given alice
            let alice = try await logIn(client, as: "alice")
            let users = LiveUserService(client: client)

            // When her info and her followings are read
            let info = try await users.user(id: alice.id)
            let following = try await users.following(of: alice.id)

            // Then the info is hers and her following count is the number she follows
            #expect(info.username == "alice")
            #expect(!info.displayName.isEmpty)
            #expect(info.followingCount == following.count)
            #expect(!following.contains { $0.id == alice.id })
        }
    }

    @Test("an unknown user is a 404")
    func unknownUser() async throws {
        try await withLiveServer { client, _ in
            let error = await failure { try await LiveUserService(client: client).user(id: 999_999) }
            #expect(error?.status == 404)
        }
    }

    @Test("following and unfollowing change the follow flag, the list and the friend count")
    func followThenUnfollow() async throws {
        try await withLiveServer { client, _ in
            // Given alice and someone she does not follow
            let alice = try await logIn(client, as: "alice")
            let users = LiveUserService(client: client)
            let follows = LiveFollowService(client: client)
            let stranger = try #require(
                try await users.users().first { $0.id != alice.id && $0.isFollowing == false })
            let friendsBefore = try await users.user(id: alice.id).friendCount

            // When she follows them
            let followed = try await follows.follow(userID: stranger.id)

            // Then the answer, her following list and her friend count all say so
            #expect(followed == FollowStatus(userID: stranger.id, isFollowing: true))
            #expect(try await users.following(of: alice.id).contains { $0.id == stranger.id })
            #expect(try await users.user(id: alice.id).friendCount == friendsBefore + 1)
            #expect(try await users.user(id: stranger.id).isFollowing == true)

            // When she unfollows them
            let unfollowed = try await follows.unfollow(userID: stranger.id)

            // Then everything is as before
            #expect(unfollowed == FollowStatus(userID: stranger.id, isFollowing: false))
            #expect(try await users.user(id: alice.id).friendCount == friendsBefore)
        }
    }

    @Test("following without a token is unauthorized")
    func followNeedsToken() async throws {
        try await withLiveServer { client, _ in
            let error = await failure { try await LiveFollowService(client: client).follow(userID: 2) }
            #expect(error?.status == 401)
        }
    }
}
