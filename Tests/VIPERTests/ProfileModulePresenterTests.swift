import Foundation
import Model
import Testing
import VIPER

/// The Profile modules' presenters with a fake interactor and a fake router: where each selection asks to go,
/// what each button asks for, and how the rows and the header read — the scene's formatting included.
@MainActor
struct ProfileModulePresenterTests {
    let interactor = FakeInteractor()
    let router = RouterSpy()
    let view = ListViewSpy()

    static let blog = Blog(
        id: 41, authorID: 1, authorName: "Alice", authorUsername: "alice", title: "春天", createdAt: Date(),
        likeCount: 3, isLiked: true, shareCount: 2)

    @Test(arguments: [(BlogFormatting.owner, "Author: alice (you)"), (.visitor, "Author: alice")])
    func aBlogRowReadsAsTheScenesFormattingSays(formatting: BlogFormatting, author: String) {
        let presenter = BlogPresenter(interactor: interactor, router: router, formatting: formatting)
        presenter.blogsLoaded([Self.blog])
        #expect(presenter.row(at: 0) == BlogRow(blog: Self.blog, formatting: formatting))
        #expect(presenter.row(at: 0)?.author == author)
    }

    @Test func aBlogRowsButtonsActOnItsBlogAndASelectionAsksTheRouterForIt() {
        // Given blog 41 shown
        let presenter = BlogPresenter(interactor: interactor, router: router, formatting: .visitor)
        presenter.blogsLoaded([Self.blog])
        // When the user does each thing on row 1, and on a row not shown
        presenter.fetchData()
        presenter.likeButtonTapped(at: 0)
        presenter.shareButtonTapped(at: 0)
        presenter.likeButtonTapped(at: 1)
        presenter.shareButtonTapped(at: 1)
        presenter.reachedEnd()
        presenter.rowSelected(at: 0)
        presenter.rowSelected(at: 3)
        // Then each asked for blog 41 alone
        #expect(interactor.calls == [.load, .toggleLike(41), .share(41), .nextPage])
        #expect(router.shown == [.blog(id: 41)])
    }

    @Test func theEndOfABlogsLoadReachesTheSceneAndAnUpdatedBlogRedrawsItsRow() {
        final class SceneSpy: BlogModuleOutput {
            var loads = 0
            func blogsFinishedLoading() { loads += 1 }
        }
        // Given the Blogs module placed in a scene
        let presenter = BlogPresenter(interactor: interactor, router: router, formatting: .visitor)
        let scene = SceneSpy()
        presenter.view = view
        presenter.moduleOutput = scene
        // When a load starts, Then the scene hears nothing yet
        presenter.statusChanged(.loading)
        #expect(scene.loads == 0)
        // When the blogs arrive and the load ends, and then blog 41 is reported liked by one more
        presenter.blogsLoaded([Self.blog])
        presenter.statusChanged(.idle)
        var liked = Self.blog
        liked.likeCount = 4
        presenter.blogUpdated(liked)
        // Then the scene heard the end once, and the view redrew row 1 alone
        #expect(scene.loads == 1)
        #expect(view.calls == [.showLoading(true), .reloadAllRows, .showLoading(false), .reloadRows([0])])
        #expect(presenter.row(at: 0)?.likeCount == "like 4")
    }

    @Test func aDraftRowsButtonDoesItsListsActionItsRemovalTakesTheRowAndASelectionAsksTheRouter() {
        // Given draft 7 shown in the Drafts
        let presenter = DraftListPresenter(
            interactor: interactor, router: router, kind: .drafts, formatting: ProfileFormatting(timeZone: .gmt))
        presenter.view = view
        let draft = Draft(id: 7, ownerID: 1, title: "Notes", editedAt: Date(timeIntervalSince1970: 0), isTrashed: false)
        presenter.draftsLoaded([draft])
        #expect(presenter.row(at: 0)?.edited == "edited 1970-01-01 00:00")
        #expect(presenter.row(at: 0)?.button == "delete")
        // When the user taps its button and selects it, and taps a row not shown
        presenter.draftButtonTapped(at: 0)
        presenter.draftButtonTapped(at: 4)
        presenter.rowSelected(at: 0)
        // Then its list's action was asked for, and the router showed it
        #expect(interactor.calls == [.draftAction(7)])
        #expect(router.shown == [.draft(id: 7)])
        // When the interactor reports it removed, Then its row leaves
        presenter.draftRemoved(id: 7)
        #expect(view.calls == [.reloadAllRows, .removeRows([0])])
        #expect(presenter.numberOfRows == 0)
    }

    @Test func theHeaderShowsItsUserOnceLoadedAndOnlyThenLeadsToItsDetail() {
        final class HeaderSpy: UserInfoView {
            var shown: [String] = []
            func show(_ header: ProfileHeader, avatarURL: String) { shown.append("\(header.name) · \(header.friends)") }
            func showLoading(_ isLoading: Bool) {}
            func showError(_ message: String?, canRetry: Bool) {}
        }
        // Given a header that has loaded nothing
        let presenter = UserInfoPresenter(
            interactor: interactor, router: router, formatting: ProfileFormatting(timeZone: .gmt))
        let header = HeaderSpy()
        presenter.view = header
        // When the header is selected, Then nothing opens
        presenter.headerSelected()
        #expect(router.shown.isEmpty)
        // When Bob is reported and the header selected, Then it shows Bob and opens his detail
        presenter.userLoaded(User(id: 2, username: "bob", displayName: "Bob", avatarURL: "", friendCount: 4))
        presenter.headerSelected()
        #expect(header.shown == ["Bob @bob · friends 4"])
        #expect(router.shown == [.user(id: 2)])
    }
}
