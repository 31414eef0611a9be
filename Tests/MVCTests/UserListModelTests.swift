import MVC
import Model
import ServiceFakes
import Testing

/// What the Follow scenes' business model tells its controller, with no view: the list's changes, and follows and
/// unfollows shown at once, saved, and put back when the save fails.
@MainActor
@Suite(.trackingWork)
struct UserListModelTests {
    let service = FakeUserService()
    let spy = ModelChangeSpy()
    let model: UserListModel

    init() { self.init(kind: .discover) }

    init(kind: UserListKind) {
        model = UserListModel(kind: kind, viewerID: User.sampleViewerID, users: service, follows: service)
        model.delegate = spy
    }

    private func isFollowing(_ id: Int) -> Bool? { model.users.first { $0.id == id }?.isFollowing }

    @Test func everyoneLoadsWithAFullReload() async {
        // When the controller loads Discover
        model.load()
        await settle()
        // Then one full reload of every user arrives, with the loading state around it
        #expect(spy.userChanges == [.loadingChanged(true), .reloaded, .loadingChanged(false)])
        #expect(model.users.count == (await service.people).count)
    }

    @Test func aFollowShowsAtOnceAndIsSaved() async {
        // Given Discover loaded, user 3 not followed
        model.load()
        await settle()
        spy.forgetChanges()
        #expect(isFollowing(3) == false)
        // When the viewer follows user 3
        model.follow(userID: 3)
        // Then the row shows it before the server answers, and the follow is saved
        #expect(isFollowing(3) == true)
        await settle()
        #expect(await service.followRequests == [.init(userID: 3, isFollowing: true)])
        #expect(isFollowing(3) == true)
    }

    @Test func aFailedUnfollowIsPutBackWithTheError() async {
        // Given the viewer's Following list, and a server that fails the next call
        let scene = UserListModelTests(kind: .following)
        scene.model.load()
        await settle()
        await scene.service.control.failNextCall()
        // When the viewer unfollows user 2
        scene.model.unfollow(userID: 2)
        await settle()
        // Then user 2 is followed again, and the error can be retried
        #expect(scene.isFollowing(2) == true)
        #expect(scene.model.failure?.isRetryable == true)
    }

    @Test func aSearchReloadsWithTheUsersMatchingItAndFollowingHasNone() async {
        // Given Discover loaded
        model.load()
        await settle()
        spy.forgetChanges()
        // When the user types `o'n` into the search field
        model.searchTextChanged("o'n")
        await settle()
        // Then the controller hears one full reload, of Erin O'Neil alone
        #expect(spy.userChanges == [.loadingChanged(true), .reloaded, .loadingChanged(false)])
        #expect(model.users.map(\.displayName) == ["Erin O'Neil"])
        #expect(model.search.text == "o'n")
        // And Following has no search: the text changes nothing there
        let following = UserListModel(
            kind: .following, viewerID: User.sampleViewerID, users: service, follows: service)
        following.searchTextChanged("bob")
        #expect(following.search.text.isEmpty)
        #expect(!following.isLoading)
    }
}
