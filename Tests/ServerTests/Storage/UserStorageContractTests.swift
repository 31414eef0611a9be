import Foundation
import Model
import Testing

@testable import Server

/// Users, follows and sessions: the same answers from every storage backend.
@Suite("Storage contract: users and sessions")
struct UserStorageContractTests {
    @Test("every seeded user, in id order, with follow counts from the seed", arguments: StorageBackend.available)
    func allUsers(backend: StorageBackend) async throws {
        try await backend.withStorage { storage in
            let anonymous = try await storage.users.all(viewer: nil)
            #expect(anonymous.map(\.username) == SeedPeople.users.map(\.username))
            #expect(anonymous.allSatisfy { $0.isFollowing == nil })
            let alice = try #require(anonymous.first)
            #expect(alice.followingCount == 5)
            #expect(alice.followerCount == 6)
            #expect(alice.friendCount == 4)
            let seen = try await storage.users.all(viewer: 1)
            #expect(seen.first { $0.username == "bob" }?.isFollowing == true)
            #expect(seen.first { $0.username == "dave" }?.isFollowing == false)
        }
    }

    @Test(
        "a name search finds users by their folded display name; every stored key is its name's",
        arguments: StorageBackend.available)
    func nameSearch(backend: StorageBackend) async throws {
        try await backend.withStorage { storage in
            let query = try #require(try UserNameQuery.parse("ÍA"))
            #expect(try await storage.users.all(viewer: 1, matching: query).map(\.displayName) == ["Carol Díaz"])
            #expect(try await storage.users.all(viewer: nil, matching: nil).count == SeedPeople.users.count)
            for (username, displayName) in SeedPeople.users {
                let key = try #require(try UserNameQuery.parse(displayName))
                #expect(try await storage.users.all(viewer: nil, matching: key).contains { $0.username == username })
            }
        }
    }

    @Test("one user, and 404 for an unknown, zero or negative id", arguments: StorageBackend.available)
    func oneUser(backend: StorageBackend) async throws {
        try await backend.withStorage { storage in
            let bob = try await storage.users.user(id: 2, viewer: 1)
            #expect(bob.username == "bob")
            #expect(bob.isFollowing == true)
            for id in [0, -1, 999, Int.max] {
                #expect(await failureStatus { try await storage.users.user(id: id, viewer: nil) } == 404)
                #expect(await failureStatus { try await storage.users.following(of: id, viewer: nil) } == 404)
            }
        }
    }

    @Test("following lists followees in id order", arguments: StorageBackend.available)
    func following(backend: StorageBackend) async throws {
        try await backend.withStorage { storage in
            let names = try await storage.users.following(of: 1, viewer: nil).map(\.username)
            #expect(names == ["bob", "xiaoming", "lilei", "carol", "zhangwei"])
            #expect(try await storage.users.following(of: 9, viewer: 1).map(\.username) == ["alice"])
        }
    }

    @Test("follow and unfollow are idempotent; self and unknown ids are refused", arguments: StorageBackend.available)
    func follow(backend: StorageBackend) async throws {
        try await backend.withStorage { storage in
            let before = try await storage.users.user(id: 7, viewer: nil).followerCount
            for _ in 0..<2 {
                #expect(try await storage.users.setFollowing(true, id: 7, viewer: 1).isFollowing)
            }
            #expect(try await storage.users.user(id: 7, viewer: 1).followerCount == before + 1)
            for _ in 0..<2 {
                #expect(try await !storage.users.setFollowing(false, id: 7, viewer: 1).isFollowing)
            }
            #expect(try await storage.users.user(id: 7, viewer: 1).followerCount == before)
            #expect(await failureStatus { try await storage.users.setFollowing(true, id: 1, viewer: 1) } == 400)
            #expect(await failureStatus { try await storage.users.setFollowing(true, id: 404, viewer: 1) } == 404)
        }
    }

    @Test("sessions: credentials, open, look up, expire, close", arguments: StorageBackend.available)
    func sessions(backend: StorageBackend) async throws {
        try await backend.withStorage { storage in
            let credentials = try #require(try await storage.sessions.credentials(username: "bob"))
            #expect(credentials.userID == 2)
            #expect(credentials.passwordHash.hasPrefix("$2"))
            #expect(try await storage.sessions.credentials(username: "nobody") == nil)
            #expect(try await storage.sessions.credentials(username: "BOB") == nil)

            let now = Date()
            let user = try await storage.sessions.openSession(
                tokenHash: "h1", userID: 2, now: now, expiry: now.addingTimeInterval(60), keep: 50)
            #expect(user.username == "bob")
            #expect(try await storage.sessions.userID(tokenHash: "h1", now: now) == 2)
            #expect(try await storage.sessions.userID(tokenHash: "h1", now: now.addingTimeInterval(61)) == nil)
            #expect(try await storage.sessions.userID(tokenHash: "unknown", now: now) == nil)
            #expect(try await storage.sessions.closeSession(tokenHash: "h1"))
            #expect(try await !storage.sessions.closeSession(tokenHash: "h1"))
            #expect(try await storage.sessions.userID(tokenHash: "h1", now: now) == nil)
        }
    }

    @Test("a user keeps only the newest sessions", arguments: StorageBackend.available)
    func sessionLimit(backend: StorageBackend) async throws {
        try await backend.withStorage { storage in
            let start = Date()
            for index in 0..<4 {
                let now = start.addingTimeInterval(Double(index))
                _ = try await storage.sessions.openSession(
                    tokenHash: "t\(index)", userID: 1, now: now, expiry: now.addingTimeInterval(600), keep: 2)
            }
            let later = start.addingTimeInterval(10)
            #expect(try await storage.sessions.userID(tokenHash: "t0", now: later) == nil)
            #expect(try await storage.sessions.userID(tokenHash: "t1", now: later) == nil)
            #expect(try await storage.sessions.userID(tokenHash: "t2", now: later) == 1)
            #expect(try await storage.sessions.userID(tokenHash: "t3", now: later) == 1)
        }
    }

    @Test(
        "login attempts: five failures for a name refuse it from that address only", arguments: StorageBackend.available
    )
    func loginAttempts(backend: StorageBackend) async throws {
        try await backend.withStorage { storage in
            let attempts = storage.loginAttempts
            for _ in 0..<5 {
                #expect(try await attempts.fail(username: "alice", client: "10.0.0.1") == nil)
            }
            let refusal = try #require(try await attempts.reserve(username: "alice", client: "10.0.0.1"))
            #expect(refusal.retryAfter > .seconds(1) && refusal.retryAfter <= .seconds(60))
            #expect(refusal.reason == LoginRefusal.userReason)
            #expect(try await attempts.reserve(username: "ALICE", client: "10.0.0.1") != nil)
            #expect(try await attempts.reserve(username: "alice", client: "10.0.0.2") == nil)
            #expect(try await attempts.reserve(username: "bob", client: "10.0.0.1") == nil)
        }
    }

    @Test("a success clears that name's failures from that address", arguments: StorageBackend.available)
    func loginSuccessClears(backend: StorageBackend) async throws {
        try await backend.withStorage { storage in
            let attempts = storage.loginAttempts
            for _ in 0..<4 { #expect(try await attempts.fail(username: "bob", client: "c") == nil) }
            #expect(try await attempts.reserve(username: "bob", client: "c") == nil)
            try await attempts.settle(.succeeded, username: "bob", client: "c")
            for _ in 0..<4 { #expect(try await attempts.fail(username: "bob", client: "c") == nil) }
            #expect(try await attempts.reserve(username: "bob", client: "c") == nil)
            try await attempts.settle(.unchecked, username: "bob", client: "c")
            // The address's own count is not cleared (the success is given back): 8 so far, 12 more reach 20.
            for index in 0..<12 { #expect(try await attempts.fail(username: "n\(index)", client: "c") == nil) }
            #expect(try await attempts.reserve(username: "carol", client: "c")?.reason == LoginRefusal.clientReason)
        }
    }

    @Test(
        "attempts being checked count against the limit until settled; unchecked ones are given back",
        arguments: StorageBackend.available)
    func attemptsInFlight(backend: StorageBackend) async throws {
        try await backend.withStorage { storage in
            let attempts = storage.loginAttempts
            // Given two failures for dave, and three attempts whose passwords are still being checked
            for _ in 0..<2 { #expect(try await attempts.fail(username: "dave", client: "d") == nil) }
            for _ in 0..<3 { #expect(try await attempts.reserve(username: "dave", client: "d") == nil) }
            // When a sixth comes, it is refused for a moment, not for the window
            let refusal = try #require(try await attempts.reserve(username: "dave", client: "d"))
            #expect(refusal.retryAfter <= LoginRefusal.inFlightWait)
            // And once one of the three is a success, the failures are cleared but the two others still count:
            // three more fit, not five
            try await attempts.settle(.succeeded, username: "dave", client: "d")
            for _ in 0..<3 { #expect(try await attempts.reserve(username: "dave", client: "d") == nil) }
            #expect(try await attempts.reserve(username: "dave", client: "d") != nil)
            // And attempts whose password was never checked are given back
            for _ in 0..<5 { try await attempts.settle(.unchecked, username: "dave", client: "d") }
            #expect(try await attempts.reserve(username: "dave", client: "d") == nil)
        }
    }
}
