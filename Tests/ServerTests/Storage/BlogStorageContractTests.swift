import Foundation
import Model
import Testing

@testable import Server

/// Blogs and drafts: the same pages, edges and refusals from every storage backend.
@Suite("Storage contract: blogs and drafts")
struct BlogStorageContractTests {
    @Test("pages of an author's blogs, newest first, with the total on every page", arguments: StorageBackend.available)
    func blogPages(backend: StorageBackend) async throws {
        try await backend.withStorage { storage in
            let total = SeedWriting.aliceBlogCount
            let first = try await storage.blogs.blogs(of: 1, page: PageRequest(offset: 0, limit: 20), viewer: nil)
            #expect(first.total == total)
            #expect(first.items.count == 20)
            #expect(first.items.allSatisfy { $0.body == nil && $0.authorUsername == "alice" })
            let dates = first.items.map(\.createdAt)
            #expect(dates == dates.sorted(by: >))
            let last = try await storage.blogs.blogs(
                of: 1, page: PageRequest(offset: total - 3, limit: 20), viewer: nil)
            #expect(last.items.count == 3)
            let past = try await storage.blogs.blogs(of: 1, page: PageRequest(offset: total, limit: 20), viewer: nil)
            #expect(past.items.isEmpty && past.total == total)
            let none = try await storage.blogs.blogs(of: 1, page: PageRequest(offset: 0, limit: 0), viewer: nil)
            #expect(none.items.isEmpty && none.total == total)
            let all = try await storage.blogs.blogs(of: 1, page: PageRequest(offset: 0, limit: 100), viewer: nil)
            #expect(Set(all.items.map(\.id)).count == total)
            let bob = try await storage.blogs.blogs(of: 2, page: PageRequest(offset: 0, limit: 20), viewer: 1)
            #expect(bob.total == SeedWriting.otherBlogTitles.count)
            #expect(
                await failureStatus { try await storage.blogs.blogs(of: 99, page: first.request, viewer: nil) } == 404)
        }
    }

    @Test("bad page values are refused before any storage sees them")
    func badPages() {
        for (offset, limit) in [(-1, 20), (0, -1), (0, 101), (Int.min, 0)] {
            #expect(throws: APIFailure.self) { try PageRequest(offset: offset, limit: limit) }
        }
    }

    @Test("one blog with its body; 404 for an unknown id", arguments: StorageBackend.available)
    func oneBlog(backend: StorageBackend) async throws {
        try await backend.withStorage { storage in
            let user = try await storage.signedIn()
            let blog = try await storage.blogs.blog(id: 1, viewer: nil)
            #expect(blog.authorID == 1 && blog.body?.isEmpty == false && !blog.isLiked)
            for id in [0, -5, 100_000] {
                #expect(await failureStatus { try await storage.blogs.blog(id: id, viewer: nil) } == 404)
                #expect(await failureStatus { try await storage.blogs.setLiked(true, blogID: id, viewer: 1) } == 404)
                #expect(await failureStatus { try await storage.blogs.share(blogID: id, by: user) } == 404)
            }
        }
    }

    @Test("like and unlike count each user once; shares count every time", arguments: StorageBackend.available)
    func likesAndShares(backend: StorageBackend) async throws {
        try await backend.withStorage { storage in
            let before = try await storage.blogs.blog(id: 3, viewer: 2)
            let liked = try await storage.blogs.setLiked(true, blogID: 3, viewer: 2)
            let again = try await storage.blogs.setLiked(true, blogID: 3, viewer: 2)
            #expect(liked == again)
            #expect(liked.isLiked)
            #expect(liked.likeCount == before.likeCount + (before.isLiked ? 0 : 1))
            let unliked = try await storage.blogs.setLiked(false, blogID: 3, viewer: 2)
            #expect(!unliked.isLiked && unliked.likeCount == liked.likeCount - 1)
            let shared = try await storage.blogs.share(blogID: 3, by: storage.signedIn(userID: 2))
            #expect(shared.shareCount == before.shareCount + 1)
            #expect(try await storage.blogs.blog(id: 3, viewer: nil).shareCount == before.shareCount + 1)
        }
    }

    @Test("drafts: pages out of the trash, the trash, one draft, owners only", arguments: StorageBackend.available)
    func drafts(backend: StorageBackend) async throws {
        try await backend.withStorage { storage in
            let page = try await storage.drafts.drafts(of: 1, page: PageRequest(offset: 0, limit: 4), viewer: 1)
            #expect(page.total == 6 && page.items.count == 4)
            #expect(page.items.allSatisfy { !$0.isTrashed && $0.body == nil })
            let rest = try await storage.drafts.drafts(of: 1, page: PageRequest(offset: 4, limit: 4), viewer: 1)
            #expect(rest.items.count == 2)
            #expect(Set(page.items.map(\.id)).isDisjoint(with: rest.items.map(\.id)))
            let trash = try await storage.drafts.trash(of: 1, viewer: 1)
            #expect(trash.count == 2 && trash.allSatisfy(\.isTrashed))
            let one = try await storage.drafts.draft(id: page.items[0].id, viewer: 1)
            #expect(one.ownerID == 1)
            #expect(await failureStatus { try await storage.drafts.draft(id: one.id, viewer: 2) } == 403)
            #expect(
                await failureStatus { try await storage.drafts.drafts(of: 1, page: page.request, viewer: 2) } == 403)
            #expect(await failureStatus { try await storage.drafts.trash(of: 1, viewer: 2) } == 403)
            #expect(await failureStatus { try await storage.drafts.draft(id: 9_999, viewer: 1) } == 404)
            #expect(await failureStatus { try await storage.drafts.trash(of: 9_999, viewer: 9_999) } == 404)
            #expect(
                await failureStatus { try await storage.drafts.setTrashed(true, draftID: one.id, viewer: 2) } == 403)
            #expect(await failureStatus { try await storage.drafts.setTrashed(true, draftID: -1, viewer: 1) } == 404)
        }
    }

    @Test("trash and restore are idempotent and keep the page total exact", arguments: StorageBackend.available)
    func trashRestore(backend: StorageBackend) async throws {
        try await backend.withStorage { storage in
            let id = try await storage.drafts.drafts(of: 2, page: PageRequest(offset: 0, limit: 1), viewer: 2).items[0]
                .id
            for _ in 0..<2 {
                #expect(try await storage.drafts.setTrashed(true, draftID: id, viewer: 2).isTrashed)
            }
            let afterTrash = try await storage.drafts.drafts(of: 2, page: PageRequest(offset: 0, limit: 20), viewer: 2)
            #expect(afterTrash.total == 1)
            #expect(try await storage.drafts.trash(of: 2, viewer: 2).count == 2)
            for _ in 0..<2 {
                #expect(try await !storage.drafts.setTrashed(false, draftID: id, viewer: 2).isTrashed)
            }
            let restored = try await storage.drafts.drafts(of: 2, page: PageRequest(offset: 0, limit: 20), viewer: 2)
            #expect(restored.total == 2)
        }
    }
}

extension Page {
    /// A request for the same page.
    var request: PageRequest {
        get throws { try PageRequest(offset: offset, limit: limit) }
    }
}
