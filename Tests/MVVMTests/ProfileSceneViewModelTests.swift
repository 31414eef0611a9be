import MVVM
import Model
import ServiceFakes
import Testing

/// The Profile scene's view model: which modules the layout gives it, the HUD as observable state on the owner's
/// first load only, and the detail a selection in any module navigates to.
@MainActor
struct ProfileSceneViewModelTests {
    let blogs = FakeBlogService(count: 45)

    private func viewModel(seenBy viewerID: Int) -> ProfileViewModel {
        let services = ProfileServices(
            users: FakeUserService(), blogs: blogs, drafts: FakeDraftService(live: 3, trashed: 1))
        return ProfileViewModel(
            layout: ProfileLayout(userID: 1, viewerID: viewerID), services: services, formatting: ProfileFormatting())
    }

    @Test(.trackingWork) func theOwnersFirstLoadShowsTheHUDUntilTheBlogsAnswer() async {
        // Given alice's own profile, and a server that holds the blogs
        let viewModel = viewModel(seenBy: 1)
        await blogs.control.holdNextCall()
        // When the scene loads
        viewModel.viewDidLoad()
        await blogs.control.waitUntilCallIsHeld()
        // Then the HUD shows, and goes once the blogs answer
        #expect(viewModel.isShowingHUD)
        await blogs.control.releaseHeldCall()
        await settle()
        #expect(!viewModel.isShowingHUD)
        #expect(viewModel.draftLists.map(\.module.title) == ["Drafts", "Trash"])
    }

    @Test(.trackingWork) func aVisitorsLoadShowsNoHUDAndNoDraftLists() async {
        // Given bob looking at alice's profile
        let viewModel = viewModel(seenBy: 2)
        // When the scene loads, Then no HUD shows at any point, and there are no draft lists
        viewModel.viewDidLoad()
        #expect(!viewModel.isShowingHUD)
        await settle()
        #expect(viewModel.draftLists.isEmpty)
        #expect(viewModel.blogs.list.rows.count == 20)
    }

    @Test(.trackingWork) func selectingInAnyModuleNavigatesToItsDetail() async {
        // Given the owner's profile loaded with her drafts, and a view that records where it navigates
        let viewModel = viewModel(seenBy: 1)
        var opened: [String] = []
        viewModel.onNavigate = { opened.append($0.title) }
        viewModel.viewDidLoad()
        viewModel.segmentSelected(at: 1)
        await settle()
        // When she selects the second blog, `details`, and the first draft
        viewModel.blogs.rowSelected(at: 1)
        viewModel.userInfo.headerSelected()
        viewModel.draftLists[0].viewModel.rowSelected(at: 0)
        // Then the view model navigates to each detail, in order
        #expect(opened == ["BlogDetail", "UserDetail", "DraftDetail"])
    }
}
