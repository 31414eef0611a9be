import Foundation
import Model
import ServiceFakes
import Testing

/// The Profile scene's lists, written once for every architecture: blogs page by 20, a like shows at
/// once and is rolled back when it fails, a share shows the server's count, and a draft leaves its list for the
/// other one once the server has moved it.
@MainActor
struct ProfileListTests {
    @Test func blogsLoadTwentyAPageAndStopAtTheEnd() async {
        // Given 45 blogs by alice
        let service = FakeBlogService(count: 45)
        let blogs = PagedList(blogsOf: 1, service: service)
        // When the list loads and pages to its end
        await blogs.reload().value
        #expect(blogs.items.count == 20)
        await blogs.loadNextPage().value
        await blogs.loadNextPage().value
        await blogs.loadNextPage().value
        // Then it holds all 45, once each, asked for at offsets 0, 20 and 40 and no further
        #expect(blogs.items.map(\.id) == Array(1...45))
        #expect(!blogs.hasMore)
        #expect(await service.pageOffsets == [0, 20, 40])
    }

    @Test func aLikeShowsAtOnceAndAnUnlikeTakesItBack() async {
        // Given blog 2 with one like, not by the viewer, and a server that holds the next call
        let service = FakeBlogService(count: 3)
        let blogs = PagedList(blogsOf: 1, service: service)
        await blogs.reload().value
        let changes = ChangeLog(blogs)
        await service.control.holdNextCall()
        // When the viewer likes it
        let like = blogs.perform(.toggleLike, on: blogs.items[1].id)
        await service.control.waitUntilCallIsHeld()
        // Then row 2 shows the like before the server answers, and only row 2 changed
        #expect(blogs.items[1].isLiked && blogs.items[1].likeCount == 3)
        #expect(changes.changes == [.updated([1])])
        await service.control.releaseHeldCall()
        await like.value
        #expect(blogs.items[1].isLiked && blogs.items[1].likeCount == 3)
        // When they unlike it, Then the count goes back, and the server saw a like then an unlike
        await blogs.perform(.toggleLike, on: blogs.items[1].id).value
        #expect(!blogs.items[1].isLiked && blogs.items[1].likeCount == 2)
        #expect(await service.likeRequests.map(\.liked) == [true, false])
    }

    @Test func aFailedLikeIsRolledBackAndSaysWhy() async {
        // Given blog 1, and a server that fails the next call
        let service = FakeBlogService(count: 3)
        let blogs = PagedList(blogsOf: 1, service: service)
        await blogs.reload().value
        let before = blogs.items[0]
        await service.control.failNextCall()
        // When the viewer likes it
        await blogs.perform(.toggleLike, on: blogs.items[0].id).value
        // Then the row is as it was, and the failure says why and offers Retry, as a failed share does
        #expect(blogs.items[0] == before)
        #expect(blogs.failure?.error == .sampleOutage)
        #expect(blogs.failure?.isRetryable == true)
        await blogs.retry().value
        #expect(blogs.items[0].isLiked != before.isLiked)
    }

    @Test func aShareShowsTheServersCount() async {
        // Given blog 1, shared once
        let service = FakeBlogService(count: 3)
        let blogs = PagedList(blogsOf: 1, service: service)
        await blogs.reload().value
        #expect(blogs.items[0].shareCount == 1)
        // When the viewer shares it
        await blogs.perform(.share, on: blogs.items[0].id).value
        // Then the row shows the count the server answered
        #expect(blogs.items[0].shareCount == 2)
        #expect(await service.blogs[0].shareCount == 2)
    }

    @Test func deleteMovesADraftToTheTrashAndRestoreBringsItBack() async throws {
        // Given 3 drafts and 1 in the trash
        let service = FakeDraftService(live: 3, trashed: 1)
        let drafts = PagedList(drafts: DraftListKind.drafts.source(ownerID: 1), service: service)
        let trash = PagedList(drafts: DraftListKind.trash.source(ownerID: 1), service: service)
        await drafts.reload().value
        await trash.reload().value
        #expect(drafts.items.map(\.id) == [1, 2, 3])
        #expect(trash.items.map(\.id) == [4])
        // When draft 2 is deleted with its row's button
        let changes = ChangeLog(drafts)
        await drafts.perform(DraftListKind.drafts.buttonAction, on: 2).value
        // Then it leaves Drafts as one removed row, and the trash loaded again holds it
        #expect(drafts.items.map(\.id) == [1, 3])
        #expect(changes.changes.contains(.removed([1])))
        await trash.reload().value
        #expect(trash.items.map(\.id).sorted() == [2, 4])
        // When it is restored from the trash, Then it is back in Drafts
        await trash.perform(DraftListKind.trash.buttonAction, on: 2).value
        #expect(trash.items.map(\.id) == [4])
        await drafts.reload().value
        #expect(drafts.items.map(\.id) == [1, 2, 3])
    }

    @Test func aFailedDeleteKeepsTheDraft() async {
        // Given 2 drafts, and a server that fails the next call
        let service = FakeDraftService(live: 2, trashed: 0)
        let drafts = PagedList(drafts: .drafts(of: 1), service: service)
        await drafts.reload().value
        await service.control.failNextCall()
        // When draft 1 is deleted
        await drafts.perform(.moveToTrash, on: drafts.items[0].id).value
        // Then it stays, and the error shows
        #expect(drafts.items.map(\.id) == [1, 2])
        #expect(drafts.failure?.error == .sampleOutage)
    }
}
