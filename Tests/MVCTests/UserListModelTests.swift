import MVC
import Model
import ServiceFakes
import Testing

/// A controller stand-in for a ``UserListModel``: records every change, question and selection it is told.
@MainActor
final class UserListModelSpy: UserListModelDelegate {
    private(set) var changes: [ListChange] = []
    private(set) var questions: [String] = []
    private(set) var selectedUsers: [Int] = []

    func userListModel(_ model: UserListModel, didChange change: ListChange) { changes.append(change) }
    func userListModel(_ model: UserListModel, asksToUnfollow question: String) { questions.append(question) }
    func userListModel(_ model: UserListModel, didSelectUser userID: Int) { selectedUsers.append(userID) }

    func forgetChanges() { changes.removeAll() }
}

/// What the Follow scenes' business model tells its controller, with no view: the list's changes, follows and
/// unfollows shown at once, saved, and put back when the save fails, the question Following asks first, the profile
/// a selection opens, and Discover's search.
@MainActor
@Suite(.trackingWork)
struct UserListModelTests {
    let service = FakeUserService()
    let spy = UserListModelSpy()
    let model: UserListModel

    init() { self.init(kind: .discover) }

    init(kind: UserListKind) {
        model = UserListModel(kind: kind, viewerID: User.sampleViewerID, users: service, follows: service)
        model.delegate = spy
    }

    private func isFollowing(_ id: Int) -> Bool? { model.users.first { $0.id == id }?.isFollowing }

    private func loaded() async {
        model.viewDidLoad()
        await settle()
        spy.forgetChanges()
    }

    @Test func everyoneLoadsWithAFullReload() async {
        // When the view loads Discover
        model.viewDidLoad()
        await settle()
        // Then one full reload of every user arrives, with the loading state around it
        #expect(spy.changes == [.loadingChanged(true), .reloaded, .loadingChanged(false)])
        #expect(model.users.count == (await service.people).count)
    }

    @Test func aFollowShowsAtOnceAndIsSaved() async {
        // Given Discover loaded, user 3 (row 3) not followed
        await loaded()
        #expect(isFollowing(3) == false)
        // When the viewer taps follow in row 3
        model.followButtonTapped(at: 2)
        // Then the row shows it before the server answers, and the follow is saved
        #expect(isFollowing(3) == true)
        await settle()
        #expect(await service.followRequests == [.init(userID: 3, isFollowing: true)])
        #expect(isFollowing(3) == true)
        #expect(spy.questions.isEmpty)
    }

    @Test func inFollowingAnUnfollowIsAskedFirstAndAFailedOneIsPutBackWithTheError() async {
        // Given the viewer's Following list (users 2 and 5), and a server that fails the next call
        let scene = UserListModelTests(kind: .following)
        await scene.loaded()
        await scene.service.control.failNextCall()
        // When the viewer taps following on row 1, Then the delegate asks first and nothing is sent
        scene.model.followButtonTapped(at: 0)
        #expect(scene.spy.questions == ["Unfollow Bob Martin?"])
        #expect(scene.isFollowing(2) == true)
        // When they answer Unfollow and the server fails it
        scene.model.unfollowConfirmed()
        await settle()
        // Then user 2 is followed again, and the error can be retried
        #expect(scene.isFollowing(2) == true)
        #expect(scene.model.failure?.isRetryable == true)
    }

    @Test func cancelSendsNothingAndAnIndexOutsideTheListIsIgnored() async {
        // Given Following, its question answered Cancel
        let scene = UserListModelTests(kind: .following)
        await scene.loaded()
        scene.model.followButtonTapped(at: 0)
        scene.model.unfollowCancelled()
        // When Unfollow arrives anyway, and taps and selections land outside the list
        scene.model.unfollowConfirmed()
        scene.model.followButtonTapped(at: 9)
        scene.model.followButtonTapped(at: -1)
        scene.model.rowSelected(at: 2)
        await settle()
        // Then nothing was sent, asked again or opened
        #expect(await scene.service.followRequests.isEmpty)
        #expect(scene.spy.questions.count == 1)
        #expect(scene.spy.selectedUsers.isEmpty)
    }

    @Test func selectingARowOpensThatUsersProfile() async {
        await loaded()
        model.rowSelected(at: 3)
        #expect(spy.selectedUsers == [4])
    }

    @Test func aSearchReloadsWithTheUsersMatchingItAndFollowingHasNone() async {
        // Given Discover loaded
        await loaded()
        // When the user types `o'n` into the search field
        model.searchTextChanged("o'n")
        await settle()
        // Then the controller hears one full reload, of Erin O'Neil alone, whose row index is now 0
        #expect(spy.changes == [.loadingChanged(true), .reloaded, .loadingChanged(false)])
        #expect(model.users.map(\.displayName) == ["Erin O'Neil"])
        #expect(model.search.text == "o'n")
        model.rowSelected(at: 0)
        #expect(spy.selectedUsers == [6])
        // And Following has no search: the text changes nothing there
        let following = UserListModel(
            kind: .following, viewerID: User.sampleViewerID, users: service, follows: service)
        following.searchTextChanged("bob")
        #expect(following.search.text.isEmpty)
        #expect(!following.isLoading)
    }
}
