import MVP
import Model
import ServiceFakes
import Testing

/// The Follow scenes' presenters over a fake service, no view module in sight: the rows, the cell presenter's
/// optimistic follow and its rollback, and the scene's decision whether an unfollow asks first.
@MainActor
@Suite(.trackingWork)
struct UserListPresenterTests {
    let service = FakeUserService()
    let view = UserListViewSpy()

    /// A presenter of `kind`, its view attached, loaded. The viewer (1) follows users 2 and 5.
    private func loaded(_ kind: UserListKind) async -> UserListPresenter {
        let presenter = UserListPresenter(
            kind: kind, viewerID: User.sampleViewerID, users: service, follows: service)
        presenter.view = view
        view.presenter = presenter
        presenter.viewDidLoad()
        await settle()
        view.forgetCalls()
        return presenter
    }

    @Test func eachRowShowsTheNameAndWhetherTheViewerFollowsButTheViewersOwnRowHasNoButton() async {
        // When Discover loads
        let presenter = await loaded(.discover)
        // Then each row shows the name and follow or following; the viewer's row shows no button
        let rows = (0..<presenter.numberOfRows).map(view.cell(at:))
        #expect(rows.map(\.name) == ["Alice Chen", "Bob Martin", "Carol Díaz", "Dave Kim", "王小明", "Erin O'Neil"])
        #expect(rows.map(\.followButtonTitle) == [nil, "following", "follow", "follow", "following", "follow"])
    }

    @Test func aFollowShowsOnItsCellBeforeTheServerAnswersAndNothingElseRedraws() async {
        // Given Discover with rows 1 to 6 in cells, and a server that holds the next call
        let presenter = await loaded(.discover)
        let cells = (0..<6).map(view.cell(at:))
        await service.control.holdNextCall()
        // When the user taps follow in row 3 (Carol)
        presenter.followButtonTapped(at: 2)
        await service.control.waitUntilCallIsHeld()
        // Then row 3 alone shows following at once, with no question and no reload
        #expect(cells.map(\.followButtonUpdates) == [[], [], ["following"], [], [], []])
        #expect(view.calls == [])
        // And once the server answers, it stays
        await service.control.releaseHeldCall()
        await settle()
        #expect(cells[2].followButtonUpdates == ["following"])
        #expect(await service.followRequests == [.init(userID: 3, isFollowing: true)])
    }

    @Test func aFailedFollowRollsBackOnTheCellAndShowsTheError() async {
        // Given Discover and a server that fails the next call
        let presenter = await loaded(.discover)
        let cell = view.cell(at: 3)
        await service.control.failNextCall()
        // When the user taps follow in row 4 (Dave)
        presenter.followButtonTapped(at: 3)
        await settle()
        // Then the cell showed following, then follow again, and the error shows with Retry (which follows again)
        #expect(cell.followButtonUpdates == ["following", "follow"])
        #expect(view.calls == [.showError(APIError.sampleOutage.description, canRetry: true)])
        #expect(!presenter.cellPresenter(at: 3).isFollowing)
    }

    @Test func inFollowingTappingFollowingAsksFirstAndCancelChangesNothing() async {
        // Given Following: Bob and 王小明
        let presenter = await loaded(.following)
        let cell = view.cell(at: 0)
        // When the user taps following on Bob's row
        presenter.followButtonTapped(at: 0)
        await settle()
        // Then the scene asks, and nothing is sent or shown yet
        #expect(await service.followRequests == [])
        #expect(view.calls == [.askToUnfollow("Unfollow Bob Martin?")])
        #expect(cell.followButtonUpdates == [])
        // When the user answers Cancel, Then nothing is sent, and a later Unfollow has nothing to unfollow
        presenter.unfollowCancelled()
        presenter.unfollowConfirmed()
        await settle()
        #expect(await service.followRequests == [])
        #expect(cell.followButtonUpdates == [])
    }

    @Test func inFollowingUnfollowUnfollowsAtOnceAndTheRowStays() async {
        // Given Following, and the question asked about Bob
        let presenter = await loaded(.following)
        let cell = view.cell(at: 0)
        presenter.followButtonTapped(at: 0)
        // When the user answers Unfollow
        presenter.unfollowConfirmed()
        await settle()
        // Then Bob is unfollowed, his row stays and shows follow
        #expect(await service.followRequests == [.init(userID: 2, isFollowing: false)])
        #expect(cell.followButtonUpdates == ["follow"])
        #expect(presenter.numberOfRows == 2)
    }

    @Test func inDiscoverTappingFollowingUnfollowsAtOnce() async {
        // Given Discover, where the viewer follows Bob
        let presenter = await loaded(.discover)
        let cell = view.cell(at: 1)
        // When the user taps following on Bob's row
        presenter.followButtonTapped(at: 1)
        await settle()
        // Then no question: Bob is unfollowed at once
        #expect(view.calls == [])
        #expect(await service.followRequests == [.init(userID: 2, isFollowing: false)])
        #expect(cell.followButtonUpdates == ["follow"])
    }

    @Test func theCellPresenterDoesNotDecideItUnfollowsWhenTold() async {
        // Given Following, the scene that asks first
        let presenter = await loaded(.following)
        let cell = view.cell(at: 1)
        // When the cell presenter itself is told to unfollow (as the scene does once the user confirmed)
        presenter.cellPresenter(at: 1).unfollow()
        await settle()
        // Then it unfollows without asking: asking is the scene's decision, not the cell's
        #expect(view.calls == [])
        #expect(await service.followRequests == [.init(userID: 5, isFollowing: false)])
        #expect(cell.followButtonUpdates == ["follow"])
    }

    @Test func selectingARowOpensThatUsersProfile() async {
        // Given Discover
        let presenter = await loaded(.discover)
        // When the user selects row 5
        presenter.rowSelected(at: 4)
        // Then the view is asked to open user 5's profile
        #expect(view.calls == [.showProfile(5)])
    }

    @Test func theSearchFieldFiltersByNameAndATapOutsideTheListDoesNothing() async {
        // Given Discover loaded
        let presenter = await loaded(.discover)
        // When the user types `Da` into the search field
        presenter.searchTextChanged("D")
        presenter.searchTextChanged("Da")
        await settle()
        // Then the table shows the users matching it
        #expect((0..<presenter.numberOfRows).map(view.cell(at:)).map(\.name) == ["Dave Kim"])
        // And a tap on a button of a row no longer shown is ignored
        presenter.followButtonTapped(at: 5)
        await settle()
        #expect(await service.followRequests.isEmpty)
    }
}
