import Foundation
import Model
import Testing

@testable import Server

/// Writes that race: every backend ends with exact counts, however the writes interleave.
@Suite("Storage contract: concurrent writes")
struct ConcurrentStorageContractTests {
    @Test("every user liking one blog at once counts each exactly once", arguments: StorageBackend.available)
    func likes(backend: StorageBackend) async throws {
        try await backend.withStorage { storage in
            let users = SeedPeople.users.count
            try await withThrowingTaskGroup(of: Void.self) { group in
                for viewer in 1...users {
                    for _ in 0..<3 {
                        group.addTask { _ = try await storage.blogs.setLiked(true, blogID: 5, viewer: viewer) }
                    }
                }
                try await group.waitForAll()
            }
            #expect(try await storage.blogs.blog(id: 5, viewer: nil).likeCount == users)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for viewer in 1...users {
                    group.addTask { _ = try await storage.blogs.setLiked(false, blogID: 5, viewer: viewer) }
                }
                try await group.waitForAll()
            }
            #expect(try await storage.blogs.blog(id: 5, viewer: nil).likeCount == 0)
        }
    }

    @Test("a hundred reads and shares at once add exactly a hundred", arguments: StorageBackend.available)
    func readsAndShares(backend: StorageBackend) async throws {
        try await backend.withStorage { storage in
            let item = SeedNews.item(at: 0)
            let user = try await storage.signedIn()
            let shares = try await storage.blogs.blog(id: 7, viewer: nil).shareCount
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<100 {
                    group.addTask { _ = try await storage.news.markRead(docid: item.docid, by: user) }
                    group.addTask { _ = try await storage.blogs.share(blogID: 7, by: user) }
                }
                try await group.waitForAll()
            }
            let feed = try await storage.news.feed(
                channel: NewsFeed.defaultChannel, page: PageRequest(offset: 0, limit: 1))
            #expect(feed.items.first?.readCount == item.readCount + 100)
            #expect(try await storage.blogs.blog(id: 7, viewer: nil).shareCount == shares + 100)
        }
    }

    @Test("every user following one user at once, twice each, counts each once", arguments: StorageBackend.available)
    func follows(backend: StorageBackend) async throws {
        try await backend.withStorage { storage in
            let target = SeedPeople.id(of: "dave")
            let others = (1...SeedPeople.users.count).filter { $0 != target }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for viewer in others {
                    for _ in 0..<2 {
                        group.addTask { _ = try await storage.users.setFollowing(true, id: target, viewer: viewer) }
                    }
                }
                try await group.waitForAll()
            }
            #expect(try await storage.users.user(id: target, viewer: nil).followerCount == others.count)
            for viewer in others {
                #expect(try await storage.users.user(id: target, viewer: viewer).isFollowing == true)
            }
        }
    }

    @Test("trashing and restoring drafts at once keeps the totals exact", arguments: StorageBackend.available)
    func trashRestore(backend: StorageBackend) async throws {
        try await backend.withStorage { storage in
            let live = try await storage.drafts.drafts(of: 1, page: PageRequest(offset: 0, limit: 100), viewer: 1)
            let trashed = try await storage.drafts.trash(of: 1, viewer: 1)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for draft in live.items {
                    for _ in 0..<3 {
                        group.addTask { _ = try await storage.drafts.setTrashed(true, draftID: draft.id, viewer: 1) }
                    }
                }
                for draft in trashed {
                    for _ in 0..<3 {
                        group.addTask { _ = try await storage.drafts.setTrashed(false, draftID: draft.id, viewer: 1) }
                    }
                }
                try await group.waitForAll()
            }
            let after = try await storage.drafts.drafts(of: 1, page: PageRequest(offset: 0, limit: 100), viewer: 1)
            #expect(after.total == trashed.count)
            #expect(Set(after.items.map(\.id)) == Set(trashed.map(\.id)))
            #expect(try await storage.drafts.trash(of: 1, viewer: 1).count == live.total)
        }
    }

    @Test("failures recorded at once are all counted", arguments: StorageBackend.available)
    func loginFailures(backend: StorageBackend) async throws {
        try await backend.withStorage { storage in
            let attempts = storage.loginAttempts
            try await withThrowingTaskGroup(of: LoginRefusal?.self) { group in
                for index in 0..<20 {
                    group.addTask { try await attempts.fail(username: "u\(index)", client: "racer") }
                }
                for try await refusal in group { #expect(refusal == nil) }
            }
            #expect(try await attempts.reserve(username: "fresh", client: "racer") != nil)
        }
    }

    @Test(
        "of 64 attempts reserved at once for one name, exactly the limit get through",
        arguments: StorageBackend.available)
    func simultaneousReservations(backend: StorageBackend) async throws {
        try await backend.withStorage { storage in
            let attempts = storage.loginAttempts
            // When 64 attempts for erin from one address are counted at the same moment
            let admitted = try await withThrowingTaskGroup(of: Bool.self) { group in
                for _ in 0..<64 {
                    group.addTask { try await attempts.reserve(username: "erin", client: "burst") == nil }
                }
                return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            // Then five may check their passwords, and the others are refused before theirs
            #expect(admitted == LoginLimits().failuresPerUser)
        }
    }
}

extension LoginAttemptStorage {
    /// One wrong password, as a login counts it: reserved, then settled as a failure; the refusal if it was refused.
    func fail(username: String, client: String) async throws -> LoginRefusal? {
        if let refusal = try await reserve(username: username, client: client) { return refusal }
        try await settle(.failed, username: username, client: client)
        return nil
    }
}
