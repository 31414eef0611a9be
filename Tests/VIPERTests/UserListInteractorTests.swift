import Model
import ServiceFakes
import Testing
import VIPER

/// The Following and Discover interactor over a fake service: its users, and a follow reported at once, saved, and
/// reported back as it was when the server refuses.
@MainActor
@Suite(.trackingWork)
struct UserListInteractorTests {
    let service = FakeUserService()
    let output = InteractorOutputSpy()

    private func loaded(_ kind: UserListKind) async -> UserListInteractor {
        let interactor = UserListInteractor(kind: kind, viewerID: 1, users: service, follows: service)
        interactor.output = output
        interactor.loadUsers()
        await settle()
        return interactor
    }

    @Test func followingReportsTheUsersTheViewerFollows() async {
        // When Following loads, Then it reports the two users the viewer follows
        _ = await loaded(.following)
        #expect(output.reports.contains(.loaded(["2", "5"])))
    }

    @Test func aFollowIsReportedAtOnceSavedAndReportedAsThatUserAlone() async {
        // Given Discover loaded
        let interactor = await loaded(.discover)
        output.forgetReports()
        // When the viewer follows user 3
        interactor.setFollowing(true, userID: 3)
        // Then user 3 is reported followed at once, the server saved it, and no other user was reported
        #expect(output.users[3]?.isFollowing == true)
        await settle()
        #expect(await service.followRequests == [.init(userID: 3, isFollowing: true)])
        #expect(output.reports.allSatisfy { $0 == .updated("3") })
    }

    @Test func aRefusedFollowIsReportedBackWithTheError() async {
        // Given Discover loaded, and a server that refuses the next call
        let interactor = await loaded(.discover)
        await service.control.failNextCall()
        // When the viewer follows user 4
        interactor.setFollowing(true, userID: 4)
        await settle()
        // Then user 4 is reported not followed again, with the error and Retry
        #expect(output.users[4]?.isFollowing == false)
        #expect(
            output.reports.contains(.status(LoadStatus(failure: ListFailure(error: .sampleOutage, isRetryable: true)))))
    }

    @Test func searchingReportsTheUsersMatchingTheTextAndWhitespaceAtTheEndsAsksNothingNew() async {
        // Given Discover loaded
        let interactor = await loaded(.discover)
        output.forgetReports()
        // When the presenter hands over `erin`, then `erin ` (a space typed after it)
        interactor.searchUsers(matching: "erin")
        interactor.searchUsers(matching: "erin ")
        await settle()
        // Then Erin alone is reported, from one query
        #expect(output.reports.contains(.loaded(["6"])))
        #expect(await service.queries == ["", "erin"])
    }
}
