import Foundation
import Model
import ServiceFakes
import Testing
import VIPER

/// The Profile modules' interactors over fake services: a like shown at once and rolled back when refused, and a
/// draft moved to the Trash leaving its list.
@MainActor
@Suite(.trackingWork)
struct ProfileInteractorTests {
    @Test func aRefusedLikeIsShownAtOnceThenRolledBackWithTheError() async {
        let service = FakeBlogService(count: 25)
        let output = OutputSpy()
        let interactor = BlogInteractor(userID: 1, service: service)
        interactor.output = output
        interactor.loadBlogs()
        await settle()
        #expect(interactor.blogs.count == 20)
        let likes = interactor.blogs[0].likeCount
        await service.control.failNextCall()
        interactor.toggleLike(blogID: interactor.blogs[0].id)
        #expect(interactor.blogs[0].isLiked)
        #expect(interactor.blogs[0].likeCount == likes + 1)
        await settle()
        #expect(!interactor.blogs[0].isLiked)
        #expect(interactor.blogs[0].likeCount == likes)
        #expect(output.changes.contains(.failureChanged(ListFailure(error: .sampleOutage, isRetryable: true))))
    }

    @Test func aDeletedDraftLeavesTheDraftsAndRestoredLeavesTheTrash() async {
        let service = FakeDraftService(live: 3, trashed: 1)
        let drafts = DraftListInteractor(kind: .drafts, ownerID: 1, service: service)
        let trash = DraftListInteractor(kind: .trash, ownerID: 1, service: service)
        drafts.loadDrafts()
        trash.loadDrafts()
        await settle()
        #expect(drafts.drafts.map(\.id) == [1, 2, 3])
        #expect(trash.drafts.map(\.id) == [4])
        drafts.performAction(onDraft: 2)
        trash.performAction(onDraft: 4)
        await settle()
        #expect(drafts.drafts.map(\.id) == [1, 3])
        #expect(trash.drafts.isEmpty)
    }
}

/// The header's and the detail screens' interactors over fake services: one item each, loaded, failed, retried.
@MainActor
@Suite(.trackingWork)
struct ProfileItemInteractorTests {
    @Test func theHeaderLoadsItsUserAndRetriesAFailure() async {
        let service = FakeUserService()
        let output = OutputSpy()
        let interactor = UserInfoInteractor(userID: 2, service: service)
        interactor.output = output
        await service.control.failNextCall()
        interactor.loadUser()
        await settle()
        #expect(interactor.user == nil)
        #expect(output.changes.contains(.failureChanged(ListFailure(error: .sampleOutage, isRetryable: true))))
        interactor.retryLoad()
        await settle()
        #expect(interactor.user?.id == 2)
    }

    @Test func aDraftsDetailLoadsItsTitleAndEditedTime() async {
        let drafts = FakeDraftService(live: 2, trashed: 0)
        let loader = DetailLoader(
            services: ProfileServices(users: FakeUserService(), blogs: FakeBlogService(count: 1), drafts: drafts),
            blogFormatting: .owner, formatting: ProfileFormatting(timeZone: .gmt))
        let interactor = ProfileDetailInteractor(detail: .draft(id: 2), loader: loader)
        interactor.loadContent()
        await settle()
        #expect(interactor.content?.heading == "Draft 2")
    }
}
