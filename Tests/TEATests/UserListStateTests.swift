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
        _ = state.update(.viewDidLoad)
        let batch = PageBatch(items: [viewer, bob, cleo], hasMore: false)
        _ = state.update(.list(.pageAnswered(ListRequest(1), .success(batch))))
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
            let cleoFollowed = User(
                id: 3, username: "cleo", displayName: "Cleo", avatarURL: "", friendCount: 0, isFollowing: true)
            #expect(
                state.update(.followButtonTapped(at: 2)) == [
                    .perform(ListRequest(2), .setFollowing(true), cleoFollowed)
                ])
            #expect(state.rows[2].button == "following")
            #expect(state.unfollowQuestion == nil)
        }
    }

    @Test func followingUnfollowsAtOnceInDiscover() {
        var state = loaded(.discover)
        #expect(state.update(.followButtonTapped(at: 1)).count == 1)
        #expect(state.rows[1].button == "follow")
        #expect(state.unfollowQuestion == nil)
    }

    @Test func followingAsksFirstInFollowingAndUnfollowsOnlyOnUnfollow() {
        var state = loaded(.following)
        #expect(state.update(.followButtonTapped(at: 1)).isEmpty)
        #expect(state.unfollowQuestion?.text == "Unfollow Bob?")
        #expect(state.update(.unfollowConfirmed).count == 1)
        #expect(state.rows[1].button == "follow")
        #expect(state.unfollowQuestion == nil)
        #expect(state.update(.unfollowConfirmed).isEmpty)
    }

    @Test func cancelClosesTheQuestionAndChangesNothing() {
        var state = loaded(.following)
        _ = state.update(.followButtonTapped(at: 1))
        #expect(state.update(.unfollowCancelled).isEmpty)
        #expect(state.unfollowQuestion == nil)
        #expect(state.rows.map(\.button) == [nil, "following", "follow"])
    }

    @Test func selectingARowShowsThatProfileUntilItIsClosed() {
        var state = loaded(.discover)
        #expect(state.update(.rowSelected(at: 2)).isEmpty)
        #expect(state.shownProfile == 3)
        _ = state.update(.profileClosed)
        #expect(state.shownProfile == nil)
    }

    @Test func aTapOutsideTheListDoesNothing() {
        var state = loaded(.discover)
        #expect(state.update(.followButtonTapped(at: 99)).isEmpty)
        #expect(state.update(.rowSelected(at: -1)).isEmpty)
    }

    @Test func aRefusedFollowRollsBackWithTheError() {
        // Given a follow of Cleo under way
        var state = loaded(.discover)
        _ = state.update(.followButtonTapped(at: 2))
        // When the server refuses it
        _ = state.update(.list(.actionAnswered(ListRequest(2), .failure(.http(status: 503, nil)))))
        // Then the row shows follow again, with the error and Retry
        #expect(state.rows[2].button == "follow")
        #expect(state.list.status.canRetry)
    }
}
