import Model
import ServiceFakes
import Testing
import VIPER

/// The Following and Discover interactor over a fake service: its list, and a follow shown at once, saved, and
/// rolled back when the server refuses.
@MainActor
@Suite(.trackingWork)
struct UserListInteractorTests {
    let service = FakeUserService()
    let output = OutputSpy()

    private func loaded(_ kind: UserListKind) async -> UserListInteractor {
        let interactor = UserListInteractor(kind: kind, viewerID: 1, users: service, follows: service)
        interactor.output = output
        interactor.loadUsers()
        await settle()
        output.forgetChanges()
        return interactor
    }

    @Test func followingListsTheUsersTheViewerFollows() async {
        let interactor = await loaded(.following)
        #expect(interactor.users.map(\.id) == [2, 5])
    }

    @Test func aFollowIsSavedAndReportedAsThatRowAlone() async {
        let interactor = await loaded(.discover)
        interactor.setFollowing(true, userID: 3)
        #expect(interactor.users[2].isFollowing == true)
        await settle()
        #expect(await service.followRequests == [.init(userID: 3, isFollowing: true)])
        #expect(output.changes.allSatisfy { $0 == .updated([2]) })
    }

    @Test func aRefusedFollowRollsBackAndReportsTheError() async {
        let interactor = await loaded(.discover)
        await service.control.failNextCall()
        interactor.setFollowing(true, userID: 4)
        await settle()
        #expect(interactor.users[3].isFollowing == false)
        #expect(output.changes.contains(.failureChanged(ListFailure(error: .sampleOutage, isRetryable: true))))
    }
}
