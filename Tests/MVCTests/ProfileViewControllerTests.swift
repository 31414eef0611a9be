import MVC
import MVCTerminal
import Model
import SceneViews
import ServiceFakes
import TerminalKit
import Testing

/// The Profile scene in MVC, in a headless host over fake services: one factory builds the owner's or the visitor's
/// scene, the scene's formatting reaches the Blogs module's rows, a like redraws its row alone, and the scene — not
/// the module — pushes a selected blog's detail. The lists' paging and saves are tested once in ModelTests.
@MainActor
@Suite(.trackingWork)
struct ProfileViewControllerTests {
    let services = ProfileServices(
        users: FakeUserService(), blogs: FakeBlogService(count: 45), drafts: FakeDraftService(live: 3, trashed: 1))

    /// User 1's profile as `viewerID` sees it, in a navigation controller in a host, loaded.
    private func profile(seenBy viewerID: Int) async -> HeadlessHost {
        let model = ProfileModel(
            layout: ProfileLayout(userID: 1, viewerID: viewerID), services: services, formatting: ProfileFormatting())
        let scene = ProfileViewController(model: model)
        let host = HeadlessHost(rootViewController: NavigationController(rootViewController: scene))
        await settle(host)
        return host
    }

    private func settle(_ host: HeadlessHost) async {
        await ServiceFakes.settle()
        host.render()
    }

    @Test func theOwnerGetsDraftsTrashAndYouAndAVisitorNeither() async {
        let owner = await profile(seenBy: 1)
        #expect(owner.screenText.contains("Drafts"))
        #expect(owner.screenText.contains("Trash"))
        #expect(owner.screenText.contains("Author: alice (you)"))
        let visitor = await profile(seenBy: 2)
        #expect(!visitor.screenText.contains("Drafts"))
        #expect(visitor.screenText.contains("Author: alice"))
        #expect(!visitor.screenText.contains("(you)"))
    }

    @Test func aLikeRedrawsItsRowAlone() async throws {
        // Given the visitor's profile, drawn
        let host = await profile(seenBy: 2)
        let before = try host.visibleTable().cellForRow(at: IndexPath(row: 1)) as? BlogCell
        #expect(before?.title == "Blog 2")
        // When the user likes row 2
        host.resetCounters()
        try host.tap("like", row: 2)
        await settle(host)
        // Then that row alone is drawn again, now liked
        #expect(host.rowsRedrawn == 1)
        #expect(host.screenText.contains("[ liked ]"))
    }

    @Test func selectingABlogPushesItsDetailAndEscReturns() async throws {
        // Given the owner's profile
        let host = await profile(seenBy: 1)
        // When the user selects row 3
        try host.select(row: 3)
        await settle(host)
        // Then the scene pushed blog 3's detail, written the owner's way
        #expect(host.screenText.contains("The body of blog 3."))
        #expect(host.screenText.contains("Author: alice (you)"))
        // When they go back, Then the profile is there with row 3 still selected
        host.send(.escape)
        await settle(host)
        #expect(host.screenText.contains("Blogs"))
        #expect(try host.visibleTable().indexPathForSelectedRow?.row == 2)
    }
}
