import MVP
import Model
import ServiceFakes
import Testing

/// The Profile scene's presenter with a spy for its view: which modules the layout gives it, the HUD on the owner's
/// first load only, and the detail a selection in any module leads to.
@MainActor
struct ProfileScenePresenterTests {
    let blogs = FakeBlogService(count: 45)

    private func presenter(seenBy viewerID: Int) -> (ProfilePresenter, ProfileViewSpy) {
        let services = ProfileServices(
            users: FakeUserService(), blogs: blogs, drafts: FakeDraftService(live: 3, trashed: 1))
        let presenter = ProfilePresenter(
            layout: ProfileLayout(userID: 1, viewerID: viewerID), services: services, formatting: ProfileFormatting())
        let view = ProfileViewSpy()
        presenter.view = view
        return (presenter, view)
    }

    @Test(.trackingWork) func theOwnersFirstLoadShowsAHUDUntilTheBlogsAnswer() async {
        // Given alice's own profile, and a server that holds the blogs
        let (presenter, view) = presenter(seenBy: 1)
        await blogs.control.holdNextCall()
        // When the scene loads
        presenter.viewDidLoad()
        await blogs.control.waitUntilCallIsHeld()
        // Then the HUD shows, and goes once the blogs answer
        #expect(view.loading == [true])
        await blogs.control.releaseHeldCall()
        await settle()
        #expect(view.loading == [true, false])
        #expect(presenter.draftLists.map(\.module.title) == ["Drafts", "Trash"])
    }

    @Test(.trackingWork) func aVisitorsLoadShowsNoHUDAndNoDraftLists() async {
        // Given bob looking at alice's profile
        let (presenter, view) = presenter(seenBy: 2)
        // When the scene loads
        presenter.viewDidLoad()
        await settle()
        // Then no HUD shows, and there are no draft lists
        #expect(view.loading.isEmpty)
        #expect(presenter.draftLists.isEmpty)
        #expect(presenter.blogs.numberOfRows == 20)
    }

    @Test(.trackingWork) func selectingInAnyModuleMakesTheViewPushItsDetail() async {
        // Given the owner's profile loaded, and her drafts
        let (presenter, view) = presenter(seenBy: 1)
        presenter.viewDidLoad()
        presenter.segmentSelected(at: 1)
        await settle()
        // When she selects the second blog, `details`, and the first draft
        presenter.blogs.rowSelected(at: 1)
        presenter.userInfo.headerSelected()
        presenter.draftLists[0].presenter.rowSelected(at: 0)
        // Then the view is told to push each detail, in order
        #expect(view.details == ["BlogDetail", "UserDetail", "DraftDetail"])
    }
}

@MainActor
final class ProfileViewSpy: ProfileView {
    private(set) var loading: [Bool] = []
    private(set) var details: [String] = []

    func showLoading(_ isLoading: Bool) { loading.append(isLoading) }
    func showDetail(_ presenter: ProfileDetailPresenter) { details.append(presenter.title) }
}
