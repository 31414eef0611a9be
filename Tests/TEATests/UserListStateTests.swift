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

    // MARK: Discover's search

    @Test func typingSwitchesTheListToTheQueryAndTheStateKeepsTheText() {
        // Given Discover loaded with everyone
        var state = loaded(.discover)
        // When the user types `b`
        let effects = state.update(.searchTextChanged("b"))
        // Then the list asks for the users matching `b`, the rows shown stay meanwhile, and the state holds the text
        #expect(effects == [.fetch(ListRequest(2), from: .everyone(matching: "b"), offset: 0)])
        #expect(state.search.text == "b")
        #expect(state.rows.count == 3)
        #expect(state.list.isLoading)
        // When the answer arrives
        let batch = PageBatch(items: [bob], hasMore: false)
        _ = state.update(.list(.pageAnswered(ListRequest(2), .success(batch))))
        // Then only Bob is listed
        #expect(state.rows.map(\.name) == ["Bob"])
    }

    @Test func aLateAnswerToAnEarlierKeystrokeNeverShows() {
        // Given `c` typed, then `cl` before `c` answered
        var state = loaded(.discover)
        _ = state.update(.searchTextChanged("c"))
        let effects = state.update(.searchTextChanged("cl"))
        #expect(
            effects == [.cancel(ListRequest(2)), .fetch(ListRequest(3), from: .everyone(matching: "cl"), offset: 0)])
        // When `cl` answers first, then the answer to `c` arrives late
        _ = state.update(.list(.pageAnswered(ListRequest(3), .success(PageBatch(items: [cleo], hasMore: false)))))
        let late = PageBatch(items: [viewer, cleo], hasMore: false)
        #expect(state.update(.list(.pageAnswered(ListRequest(2), .success(late)))).isEmpty)
        // Then the list still shows the answer to `cl`
        #expect(state.rows.map(\.name) == ["Cleo"])
        #expect(!state.list.isLoading)
    }

    @Test func whitespaceAtTheEndsAsksNothingNewAndClearingListsEveryone() {
        var state = loaded(.discover)
        _ = state.update(.searchTextChanged("bo"))
        #expect(state.update(.searchTextChanged("bo ")).isEmpty)
        #expect(state.search.text == "bo ")
        #expect(
            state.update(.searchTextChanged("")) == [
                .cancel(ListRequest(2)), .fetch(ListRequest(3), from: .everyone(matching: ""), offset: 0),
            ])
    }

    @Test func followingHasNoSearch() {
        var state = loaded(.following)
        #expect(state.update(.searchTextChanged("bob")).isEmpty)
        #expect(state.search.text.isEmpty)
    }
}
