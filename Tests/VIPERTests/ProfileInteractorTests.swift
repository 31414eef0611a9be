import Foundation
import Model
import ServiceFakes
import Testing
import VIPER

/// The Profile modules' interactors over fake services: pages of blogs, a like reported at once and reported back
/// when refused, and a moved draft reported as removed from its list.
@MainActor
@Suite(.trackingWork)
struct ProfileInteractorTests {
    @Test func blogsLoadTwentyAPageAndTheNextPageIsReportedAsAppended() async {
        // Given 25 blogs
        let output = InteractorOutputSpy()
        let interactor = BlogInteractor(userID: 1, service: FakeBlogService(count: 25))
        interactor.output = output
        // When the blogs load, then the next page
        interactor.loadBlogs()
        await settle()
        interactor.loadNextPage()
        await settle()
        // Then the presenter heard 20 blogs, then the last 5 appended
        let lists = output.reports.filter { if case .status = $0 { false } else { true } }
        #expect(lists.count == 2)
        #expect(lists.last.map { if case .appended(let ids) = $0 { ids.count == 5 } else { false } } == true)
    }

    @Test func aRefusedLikeIsReportedAtOnceThenBackWithTheError() async throws {
        // Given the first page of blogs, and a server that refuses the next call
        let service = FakeBlogService(count: 25)
        let output = InteractorOutputSpy()
        let interactor = BlogInteractor(userID: 1, service: service)
        interactor.output = output
        interactor.loadBlogs()
        await settle()
        let blog = try #require(output.blogs.values.min { $0.id < $1.id })
        await service.control.failNextCall()
        // When the viewer likes it
        interactor.toggleLike(blogID: blog.id)
        // Then it is reported liked at once, and back as it was with the error once the server refuses
        #expect(output.blogs[blog.id]?.isLiked == !blog.isLiked)
        await settle()
        #expect(output.blogs[blog.id] == blog)
        #expect(
            output.reports.contains(.status(LoadStatus(failure: ListFailure(error: .sampleOutage, isRetryable: true)))))
    }

    @Test func aDeletedDraftLeavesTheDraftsAndARestoredOneLeavesTheTrash() async {
        // Given the owner's drafts 1, 2, 3 and trash 4
        let service = FakeDraftService(live: 3, trashed: 1)
        let draftsOutput = InteractorOutputSpy()
        let trashOutput = InteractorOutputSpy()
        let drafts = DraftListInteractor(kind: .drafts, ownerID: 1, service: service)
        let trash = DraftListInteractor(kind: .trash, ownerID: 1, service: service)
        drafts.output = draftsOutput
        trash.output = trashOutput
        drafts.loadDrafts()
        trash.loadDrafts()
        await settle()
        #expect(draftsOutput.reports.contains(.loaded(["1", "2", "3"])))
        #expect(trashOutput.reports.contains(.loaded(["4"])))
        // When draft 2 is deleted and draft 4 restored
        drafts.performAction(onDraft: 2)
        trash.performAction(onDraft: 4)
        await settle()
        // Then each list reports its draft removed
        #expect(draftsOutput.reports.contains(.removed("2")))
        #expect(trashOutput.reports.contains(.removed("4")))
    }
}

/// The header's and the detail screens' interactors over fake services: one entity each, loaded, failed, retried.
@MainActor
@Suite(.trackingWork)
struct ProfileItemInteractorTests {
    @Test func theHeaderReportsItsUserAfterARetry() async {
        // Given a server that refuses the first call
        let service = FakeUserService()
        let output = InteractorOutputSpy()
        let interactor = UserInfoInteractor(userID: 2, service: service)
        interactor.output = output
        await service.control.failNextCall()
        // When the header loads, Then it reports the error and no user
        interactor.loadUser()
        await settle()
        #expect(output.users.isEmpty)
        #expect(
            output.reports.contains(.status(LoadStatus(failure: ListFailure(error: .sampleOutage, isRetryable: true)))))
        // When it retries, Then it reports user 2
        interactor.retryLoad()
        await settle()
        #expect(output.reports.contains(.loaded(["2"])))
        #expect(output.reports.last == .status(.idle))
    }

    @Test func aDraftsDetailReportsItsTitle() async {
        // Given the owner's drafts
        let drafts = FakeDraftService(live: 2, trashed: 0)
        let loader = DetailLoader(
            services: ProfileServices(users: FakeUserService(), blogs: FakeBlogService(count: 1), drafts: drafts),
            blogFormatting: .owner, formatting: ProfileFormatting(timeZone: .gmt))
        let output = InteractorOutputSpy()
        let interactor = ProfileDetailInteractor(detail: .draft(id: 2), loader: loader)
        interactor.output = output
        // When draft 2's detail loads, Then its content is headed by its title
        interactor.loadContent()
        await settle()
        #expect(output.content?.heading == "Draft 2")
    }
}
