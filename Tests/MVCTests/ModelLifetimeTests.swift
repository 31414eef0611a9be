import MVC
import Model
import ServiceFakes
import Testing

/// Closing a scene must free its business models: the delegate is weak and no task keeps a model alive.
@MainActor
@Suite(.trackingWork)
struct ModelLifetimeTests {
    @Test func aClosedCounterSceneLeavesNoModel() async {
        // Given a Counter model that loaded and saved, with a delegate
        let spy = ModelChangeSpy()
        weak var released: CounterModel?
        do {
            let model = CounterModel(service: FakeCounterService())
            model.delegate = spy
            model.viewDidLoad()
            await settle()
            model.plusButtonTapped(at: 0)
            await settle()
            released = model
        }
        // When its controller lets it go, Then it is gone
        #expect(released == nil)
    }

    @Test func aClosedNewsSceneLeavesNoModel() async {
        // Given a News model that loaded and counted a read, with a delegate
        let spy = ModelChangeSpy()
        weak var released: NewsModel?
        do {
            let model = NewsModel(feed: NewsFeedModel(service: FakeNewsService(articleCount: 45)), formatting: .init())
            model.delegate = spy
            model.viewDidLoad()
            await settle()
            model.rowSelected(at: 0)
            await settle()
            released = model
        }
        // When its controller lets it go, Then it is gone
        #expect(released == nil)
    }

    @Test func aClosedProfileSceneLeavesNoModel() async {
        // Given the owner's Profile model that loaded, with a delegate on it and on its blogs
        let spy = ModelChangeSpy()
        weak var released: ProfileModel?
        weak var blogs: BlogListModel?
        do {
            let services = ProfileServices(
                users: FakeUserService(), blogs: FakeBlogService(count: 45),
                drafts: FakeDraftService(live: 3, trashed: 1))
            let model = ProfileModel(
                layout: ProfileLayout(userID: 1, viewerID: 1), services: services, formatting: ProfileFormatting())
            model.delegate = spy
            model.blogs.delegate = spy
            model.viewDidLoad()
            model.segmentSelected(at: 1)
            await settle()
            model.blogs.likeButtonTapped(at: 0)
            await settle()
            released = model
            blogs = model.blogs
        }
        // When its controller lets it go, Then it is gone, and its lists with it
        #expect(released == nil)
        #expect(blogs == nil)
    }

    @Test func aRequestInFlightDoesNotKeepTheModelAlive() async {
        // Given a News model whose first load the server holds
        let service = FakeNewsService(articleCount: 45)
        await service.control.holdNextCall()
        weak var released: NewsModel?
        do {
            let model = NewsModel(feed: NewsFeedModel(service: service), formatting: .init())
            model.viewDidLoad()
            await service.control.waitUntilCallIsHeld()
            released = model
        }
        // When the controller lets it go before the answer, Then it is gone at once
        #expect(released == nil)
        await service.control.releaseHeldCall()
        await settle()
    }
}
