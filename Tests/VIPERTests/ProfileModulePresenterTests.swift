import Foundation
import Model
import Testing
import VIPER

/// The Profile modules' presenters with fake interactors and a fake router: where each selection asks to go, what
/// each button asks for, and how rows read — the scene's formatting included.
@MainActor
struct ProfileModulePresenterTests {
    let router = ProfileRouterSpy()
    let view = ListViewSpy()

    static let blog = Blog(
        id: 41, authorID: 1, authorName: "Alice", authorUsername: "alice", title: "春天", createdAt: Date(),
        likeCount: 3, isLiked: true, shareCount: 2)

    @Test(arguments: [(BlogFormatting.owner, "Author: alice (you)"), (.visitor, "Author: alice")])
    func aBlogRowReadsAsTheScenesFormattingSays(formatting: BlogFormatting, author: String) {
        let interactor = FakeBlogInteractor()
        interactor.blogs = [Self.blog]
        let presenter = BlogPresenter(interactor: interactor, router: router, formatting: formatting)
        #expect(
            presenter.content(at: 0)
                == BlogCellContent(
                    blogID: 41, title: "春天", author: author, likeCount: "like 3", likeButtonTitle: "liked",
                    shareCount: "shared 2"))
    }

    @Test func aBlogRowsButtonsActOnItsBlogAndASelectionAsksTheRouterForIt() {
        let interactor = FakeBlogInteractor()
        interactor.blogs = [Self.blog]
        let presenter = BlogPresenter(interactor: interactor, router: router, formatting: .visitor)
        presenter.fetchData()
        presenter.likeButtonTapped(blogID: 41)
        presenter.shareButtonTapped(blogID: 41)
        presenter.reachedEnd()
        presenter.rowSelected(at: 0)
        presenter.rowSelected(at: 3)
        #expect(interactor.calls == [.load, .toggleLike(41), .share(41), .nextPage])
        #expect(router.shown == [.blog(id: 41)])
    }

    @Test func theEndOfABlogsLoadReachesTheSceneAndALikeRedrawsItsRow() {
        final class SceneSpy: BlogModuleOutput {
            var loads = 0
            func blogsFinishedLoading() { loads += 1 }
        }
        let interactor = FakeBlogInteractor()
        let presenter = BlogPresenter(interactor: interactor, router: router, formatting: .visitor)
        let scene = SceneSpy()
        presenter.view = view
        presenter.moduleOutput = scene
        interactor.report(.loadingChanged(true))
        #expect(scene.loads == 0)
        interactor.report(.loadingChanged(false))
        interactor.report(.updated([0]))
        #expect(scene.loads == 1)
        #expect(view.calls == [.showLoading(true), .showLoading(false), .reloadRows([0])])
    }

    @Test func aDraftRowsButtonDoesItsListsActionAndASelectionAsksTheRouterForIt() {
        let interactor = FakeDraftListInteractor()
        interactor.drafts = [
            Draft(id: 7, ownerID: 1, title: "Notes", editedAt: Date(timeIntervalSince1970: 0), isTrashed: false)
        ]
        let presenter = DraftListPresenter(
            interactor: interactor, router: router, formatting: ProfileFormatting(timeZone: .gmt),
            buttonTitle: "delete")
        #expect(
            presenter.content(at: 0)
                == DraftCellContent(
                    draftID: 7, title: "Notes", edited: "edited 1970-01-01 00:00", buttonTitle: "delete"))
        presenter.rowButtonTapped(draftID: 7)
        presenter.rowSelected(at: 0)
        #expect(interactor.calls == [.action(7)])
        #expect(router.shown == [.draft(id: 7)])
    }

    @Test func theHeaderShowsItsUserOnceLoadedAndOnlyThenLeadsToItsDetail() {
        final class HeaderSpy: UserInfoView {
            var shown: [String] = []
            func show(name: String, friends: String, avatarURL: String) { shown.append("\(name) · \(friends)") }
            func showLoading(_ isLoading: Bool) {}
            func showError(_ message: String?, canRetry: Bool) {}
        }
        let interactor = FakeUserInfoInteractor()
        let presenter = UserInfoPresenter(
            interactor: interactor, router: router, formatting: ProfileFormatting(timeZone: .gmt))
        let header = HeaderSpy()
        presenter.view = header
        presenter.detailsTapped()
        #expect(router.shown.isEmpty)
        interactor.user = User(id: 2, username: "bob", displayName: "Bob", avatarURL: "", friendCount: 4)
        interactor.report(.reloaded)
        presenter.detailsTapped()
        #expect(header.shown == ["Bob @bob · friends 4"])
        #expect(router.shown == [.user(id: 2)])
    }
}
