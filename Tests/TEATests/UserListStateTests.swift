import Model
import TEA
import Testing

/// The Follow scenes' update as a pure function: what a button tap means (Model's rule), the unfollow question and
/// the pushed profile as state. No fakes.
struct UserListStateTests {
    private let viewer = User(id: 1, username: "alice", displayName: "Alice", avatarURL: "", friendCount: 0)
    private let bob = User(
        id: 2, username: "bob", displayName: "Bob", avatarURL: "", friendCount: 0, isFollowing: true)
    private let cleo = User(
        id: 3, username: "cleo", displayName: "Cleo", avatarURL: "", friendCount: 0, isFollowing: false)

    private func loaded(_ kind: UserListKind) -> UserListState {
        var state = UserListState(kind: kind, viewerID: viewer.id)
        var list = ListState<User>()
        list.items = [viewer, bob, cleo]
        _ = state.update(.listChanged(list))
        return state
    }

    @Test func rowsShowTheButtonOfEachUserAndNoneOnTheViewersOwn() {
        let state = loaded(.discover)
        #expect(state.rows.map(\.name) == ["Alice", "Bob", "Cleo"])
        #expect(state.rows.map(\.button) == [nil, "following", "follow"])
    }

    @Test func followFollowsAtOnceInBothLists() {
        for kind in UserListKind.allCases {
            var state = loaded(kind)
            #expect(state.update(.followButtonTapped(userID: 3)) == [.setFollowing(true, userID: 3)])
            #expect(state.unfollowQuestion == nil)
        }
    }

    @Test func followingUnfollowsAtOnceInDiscover() {
        var state = loaded(.discover)
        #expect(state.update(.followButtonTapped(userID: 2)) == [.setFollowing(false, userID: 2)])
        #expect(state.unfollowQuestion == nil)
    }

    @Test func followingAsksFirstInFollowingAndUnfollowsOnlyOnUnfollow() {
        var state = loaded(.following)
        #expect(state.update(.followButtonTapped(userID: 2)).isEmpty)
        #expect(state.unfollowQuestion?.text == "Unfollow Bob?")
        #expect(state.update(.unfollowConfirmed) == [.setFollowing(false, userID: 2)])
        #expect(state.unfollowQuestion == nil)
        #expect(state.update(.unfollowConfirmed).isEmpty)
    }

    @Test func cancelClosesTheQuestionAndChangesNothing() {
        var state = loaded(.following)
        _ = state.update(.followButtonTapped(userID: 2))
        #expect(state.update(.unfollowCancelled).isEmpty)
        #expect(state.unfollowQuestion == nil)
        #expect(state.rows.map(\.button) == [nil, "following", "follow"])
    }

    @Test func selectingARowShowsThatProfileUntilItIsClosed() {
        var state = loaded(.discover)
        #expect(state.update(.rowSelected(userID: 3)).isEmpty)
        #expect(state.shownProfile == 3)
        _ = state.update(.profileClosed)
        #expect(state.shownProfile == nil)
    }

    @Test func aTapForAUserNoLongerListedDoesNothing() {
        var state = loaded(.discover)
        #expect(state.update(.followButtonTapped(userID: 99)).isEmpty)
    }
}
