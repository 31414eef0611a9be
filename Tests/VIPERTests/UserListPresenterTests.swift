import Model
import Testing
import VIPER

/// The Following and Discover presenter with a fake interactor and a fake router: what a tap on a row's button
/// means in each scene, where a selected row leads, and the rows it makes of the users reported.
@MainActor
struct UserListPresenterTests {
    let interactor = FakeInteractor()
    let router = RouterSpy()
    let view = ListViewSpy()

    /// A presenter of `kind` for viewer 1, over Ann (the viewer), Bo (followed) and 王小明 (not followed).
    private func presenter(_ kind: UserListKind) -> UserListPresenter {
        let presenter = UserListPresenter(kind: kind, viewerID: 1, interactor: interactor, router: router)
        presenter.usersLoaded([
            User(id: 1, username: "ann", displayName: "Ann", avatarURL: "", friendCount: 0),
            User(id: 2, username: "bo", displayName: "Bo", avatarURL: "", friendCount: 0, isFollowing: true),
            User(id: 3, username: "wang", displayName: "王小明", avatarURL: "", friendCount: 0, isFollowing: false),
        ])
        presenter.view = view
        return presenter
    }

    @Test func eachRowShowsTheNameAndFollowStateButTheViewersOwnRowHasNoButton() {
        let presenter = presenter(.discover)
        #expect((0..<presenter.numberOfRows).map { presenter.row(at: $0)?.button } == [nil, "following", "follow"])
        #expect(presenter.row(at: 2)?.name == "王小明")
    }

    @Test(arguments: UserListKind.allCases)
    func followHappensAtOnceInBothScenes(kind: UserListKind) {
        let presenter = presenter(kind)
        presenter.followButtonTapped(at: 2)
        presenter.followButtonTapped(at: 3)
        #expect(interactor.calls == [.setFollowing(true, userID: 3)])
        #expect(view.calls.isEmpty)
    }

    @Test func aFollowReportedRedrawsThatRowAndTheNextTapUnfollows() {
        // Given Discover, where 王小明 is reported followed
        let presenter = presenter(.discover)
        presenter.userUpdated(
            User(id: 3, username: "wang", displayName: "王小明", avatarURL: "", friendCount: 0, isFollowing: true))
        // When the user taps that row's button again
        presenter.followButtonTapped(at: 2)
        // Then row 3 alone was redrawn, reading following, and the tap unfollows at once
        #expect(view.calls == [.reloadRows([2])])
        #expect(presenter.row(at: 2)?.button == "following")
        #expect(interactor.calls == [.setFollowing(false, userID: 3)])
    }

    @Test func inFollowingUnfollowAsksFirstAndOnlyTheAnswerUnfollowDoesIt() {
        // When the user taps following on Bo's row
        let presenter = presenter(.following)
        presenter.followButtonTapped(at: 1)
        // Then the view asks, and nothing is unfollowed yet
        #expect(view.calls == [.askToUnfollow("Unfollow Bo?")])
        #expect(interactor.calls.isEmpty)
        // When the user cancels, Then nothing happens; when they ask again and confirm, Bo is unfollowed once
        presenter.unfollowCancelled()
        presenter.unfollowConfirmed()
        #expect(interactor.calls.isEmpty)
        presenter.followButtonTapped(at: 1)
        presenter.unfollowConfirmed()
        presenter.unfollowConfirmed()
        #expect(interactor.calls == [.setFollowing(false, userID: 2)])
    }

    @Test func selectingARowAsksTheRouterForThatUsersProfile() {
        let presenter = presenter(.following)
        presenter.rowSelected(at: 2)
        presenter.rowSelected(at: 9)
        #expect(router.shown == [.user(id: 3)])
        #expect(view.calls.isEmpty)
    }
}
