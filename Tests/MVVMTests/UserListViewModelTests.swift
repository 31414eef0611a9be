import MVVM
import Model
import ServiceFakes
import Testing

/// The Follow scenes' view models over a fake service, no view module in sight: the rows, the cell view model's
/// `isFollowing` — at once, and back on failure — and the scene's decision whether an unfollow asks first.
@MainActor
@Suite(.trackingWork)
struct UserListViewModelTests {
    let service = FakeUserService()

    /// A view model of `kind`, loaded. The viewer (1) follows users 2 and 5.
    private func loaded(_ kind: UserListKind) async -> UserListViewModel {
        let viewModel = UserListViewModel(
            kind: kind, viewerID: User.sampleViewerID, users: service, follows: service)
        viewModel.viewDidLoad()
        await settle()
        return viewModel
    }

    @Test func eachRowShowsTheNameAndWhetherTheViewerFollowsButTheViewersOwnRowHasNoButton() async {
        // When Discover loads
        let viewModel = await loaded(.discover)
        // Then each row has the name and follow or following; the viewer's row has no button
        #expect(
            viewModel.list.rows.map(\.name) == [
                "Alice Chen", "Bob Martin", "Carol Díaz", "Dave Kim", "王小明", "Erin O'Neil",
            ])
        #expect(
            viewModel.list.rows.map(\.followButtonTitle) == [
                nil, "following", "follow", "follow", "following", "follow",
            ])
    }

    @Test func aFollowChangesItsRowBeforeTheServerAnswersAndNothingElse() async {
        // Given Discover, every row watched, and a server that holds the next call
        let viewModel = await loaded(.discover)
        let list = ChangeWatch { _ = viewModel.list.rows }
        let rows = viewModel.list.rows.map { row in ChangeWatch { _ = row.isFollowing } }
        await service.control.holdNextCall()
        // When the user taps follow in row 3 (Carol)
        viewModel.followButtonTapped(at: viewModel.list.rows.firstIndex { $0.id == 3 } ?? -1)
        await service.control.waitUntilCallIsHeld()
        // Then row 3 alone follows at once, the list is untouched, and no question is asked
        #expect(rows.indices.filter { rows[$0].changed } == [2])
        #expect(viewModel.list.rows[2].isFollowing)
        #expect(!list.changed)
        #expect(viewModel.unfollowQuestion == nil)
        // And once the server answers, it stays
        await service.control.releaseHeldCall()
        await settle()
        #expect(viewModel.list.rows[2].followButtonTitle == "following")
        #expect(await service.followRequests == [.init(userID: 3, isFollowing: true)])
    }

    @Test func aFailedFollowRollsBackAndShowsTheError() async {
        // Given Discover and a server that fails the next call
        let viewModel = await loaded(.discover)
        await service.control.failNextCall()
        // When the user taps follow in row 4 (Dave)
        viewModel.followButtonTapped(at: viewModel.list.rows.firstIndex { $0.id == 4 } ?? -1)
        await settle()
        // Then the row does not follow, and the error shows with Retry (which follows again)
        #expect(!viewModel.list.rows[3].isFollowing)
        #expect(viewModel.list.status.errorMessage == APIError.sampleOutage.description)
        #expect(viewModel.list.status.canRetry)
    }

    @Test func inFollowingTappingFollowingAsksFirstAndCancelChangesNothing() async {
        // Given Following: Bob and 王小明
        let viewModel = await loaded(.following)
        let bob = ChangeWatch { _ = viewModel.list.rows[0].isFollowing }
        // When the user taps following on Bob's row
        viewModel.followButtonTapped(at: viewModel.list.rows.firstIndex { $0.id == 2 } ?? -1)
        await settle()
        // Then the scene asks, and nothing is sent or changed yet
        #expect(viewModel.unfollowQuestion == "Unfollow Bob Martin?")
        #expect(!bob.changed)
        // When the user answers Cancel, Then the question goes, nothing is sent, and Unfollow has nothing to do
        viewModel.unfollowCancelled()
        await settle()
        #expect(viewModel.unfollowQuestion == nil)
        viewModel.unfollowConfirmed()
        await settle()
        #expect(await service.followRequests == [])
        #expect(!bob.changed)
    }

    @Test func inFollowingUnfollowUnfollowsAndTheRowStays() async {
        // Given Following, and the question asked about Bob
        let viewModel = await loaded(.following)
        viewModel.followButtonTapped(at: viewModel.list.rows.firstIndex { $0.id == 2 } ?? -1)
        await settle()
        // When the user answers Unfollow
        viewModel.unfollowConfirmed()
        await settle()
        // Then the question goes, Bob is unfollowed, and his row stays showing follow
        #expect(viewModel.unfollowQuestion == nil)
        #expect(await service.followRequests == [.init(userID: 2, isFollowing: false)])
        #expect(viewModel.list.rows.map(\.followButtonTitle) == ["follow", "following"])
    }

    @Test func inDiscoverTappingFollowingUnfollowsAtOnce() async {
        // Given Discover, where the viewer follows Bob
        let viewModel = await loaded(.discover)
        // When the user taps following on Bob's row
        viewModel.followButtonTapped(at: viewModel.list.rows.firstIndex { $0.id == 2 } ?? -1)
        await settle()
        // Then no question: Bob is unfollowed at once
        #expect(viewModel.unfollowQuestion == nil)
        #expect(await service.followRequests == [.init(userID: 2, isFollowing: false)])
        #expect(!viewModel.list.rows[1].isFollowing)
    }

    @Test func aRefreshKeepsEachUsersRowSoBoundCellsStayBound() async {
        // Given Discover, and the viewer following Carol elsewhere meanwhile
        let viewModel = await loaded(.discover)
        let carol = viewModel.list.rows[2]
        _ = try? await service.follow(userID: 3)
        // When the user pulls to refresh
        viewModel.pulledToRefresh()
        await settle()
        // Then Carol's row is the same view model, now following
        #expect(viewModel.list.rows[2] === carol)
        #expect(carol.isFollowing)
    }
}

extension UserListViewModelTests {
    @Test func selectingARowNavigatesToThatUsersProfile() async {
        // Given Discover loaded, and a view that records where the view model navigates
        let viewModel = await loaded(.discover)
        var opened: [Int] = []
        viewModel.onNavigate = { opened.append($0) }
        // When the user selects the third row, and a row that is not there
        viewModel.rowSelected(at: 2)
        viewModel.rowSelected(at: 99)
        // Then the view model opens Carol's profile, once
        #expect(opened == [3])
    }

    // MARK: Discover's search, bound both ways

    @Test func theQueryFiltersTheRowsAndClearingItListsEveryoneAgain() async {
        // Given Discover loaded, its query watched as the search field binds it
        let viewModel = await loaded(.discover)
        let field = ChangeWatch { _ = viewModel.query }
        // When the field writes a wide-character query
        viewModel.query = "王"
        await settle()
        // Then only the matching user is listed, and a view bound to the query heard it
        #expect(viewModel.list.rows.map(\.name) == ["王小明"])
        #expect(field.changed)
        // When the user deletes it again
        viewModel.searchTextChanged("")
        await settle()
        // Then everyone is listed again
        #expect(viewModel.list.rows.count == 6)
        #expect(await service.queries == ["", "王", ""])
    }

    @Test func theViewModelKeepsAtMostTheLimitAndTheFieldShowsWhatItKeeps() async {
        // Given Discover loaded
        let viewModel = await loaded(.discover)
        // When 101 characters are written into the query
        viewModel.query = String(repeating: "a", count: 101)
        await settle()
        // Then it holds the first 100 — what the bound field shows — and asked for those
        #expect(viewModel.query == String(repeating: "a", count: 100))
        #expect(await service.queries.last == String(repeating: "a", count: 100))
    }

    @Test func followingHasNoSearch() async {
        let viewModel = await loaded(.following)
        viewModel.query = "bob"
        await settle()
        #expect(viewModel.query.isEmpty)
        #expect(viewModel.list.rows.count == 2)
    }
}
