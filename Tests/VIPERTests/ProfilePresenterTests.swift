import Model
import Testing
import VIPER

/// The Profile scene's presenter with fake modules: it tells them when to fetch — the header and the blogs with
/// the scene, Drafts and Trash each time they are shown — and shows a HUD until the blogs answer on the owner's
/// profile only.
@MainActor
struct ProfilePresenterTests {
    final class ModuleSpy: ProfileModuleInput {
        private(set) var fetches = 0
        func fetchData() { fetches += 1 }
    }

    final class ViewSpy: ProfileView {
        private(set) var hud: [Bool] = []
        func showHUD() { hud.append(true) }
        func hideHUD() { hud.append(false) }
    }

    let header = ModuleSpy()
    let lists: [ProfileLayout.Module: ModuleSpy] = [.blogs: ModuleSpy(), .drafts: ModuleSpy(), .trash: ModuleSpy()]
    let view = ViewSpy()

    private func presenter(userID: Int) -> ProfilePresenter {
        let layout = ProfileLayout(userID: userID, viewerID: 1)
        let presenter = ProfilePresenter(
            layout: layout, header: header, lists: lists.filter { layout.modules.contains($0.key) })
        presenter.view = view
        return presenter
    }

    @Test func theOwnersSceneFetchesHeaderAndBlogsUnderAHUDThatTheBlogsFirstAnswerTakesDown() {
        let presenter = presenter(userID: 1)
        presenter.viewDidLoad()
        #expect(header.fetches == 1)
        #expect(lists.mapValues(\.fetches) == [.blogs: 1, .drafts: 0, .trash: 0])
        #expect(view.hud == [true])
        presenter.blogsFinishedLoading()
        presenter.blogsFinishedLoading()
        #expect(view.hud == [true, false])
    }

    @Test func aVisitorsSceneShowsNoHUD() {
        let presenter = presenter(userID: 2)
        presenter.viewDidLoad()
        presenter.blogsFinishedLoading()
        #expect(view.hud.isEmpty)
        #expect(presenter.layout.modules == [.blogs])
    }

    @Test func draftsAndTrashFetchEachTimeTheyAreShownAndBlogsDoNot() {
        let presenter = presenter(userID: 1)
        presenter.segmentSelected(at: 1)
        presenter.segmentSelected(at: 2)
        presenter.segmentSelected(at: 1)
        presenter.segmentSelected(at: 0)
        presenter.segmentSelected(at: 7)
        #expect(lists.mapValues(\.fetches) == [.blogs: 0, .drafts: 2, .trash: 1])
    }
}
