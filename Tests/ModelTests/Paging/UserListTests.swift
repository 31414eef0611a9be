import Model
import ServiceFakes
import Testing

/// The Follow scenes' lists, written once for every architecture: Following and Discover load
/// their users, and a follow or an unfollow shows at once, is saved after, and is rolled back when it fails.
@MainActor
struct UserListTests {
    let service = FakeUserService()
    let formatting = FollowFormatting(viewerID: User.sampleViewerID)

    private func list(_ kind: UserListKind) -> PagedList<User> {
        PagedList(users: kind.source(viewerID: User.sampleViewerID), service: service, follows: service)
    }

    @Test func followingListsTheUsersTheViewerFollowsAndDiscoverListsEveryone() async {
        // Given the viewer follows users 2 and 5
        let following = list(.following)
        let discover = list(.discover)
        // When both lists load
        await following.reload().value
        await discover.reload().value
        // Then Following holds those two, Discover all six, each saying whether the viewer follows them
        #expect(following.items.map(\.id) == [2, 5])
        #expect(following.items.allSatisfy { $0.isFollowing == true })
        #expect(discover.items.map(\.id) == [1, 2, 3, 4, 5, 6])
        #expect(discover.items.filter { $0.isFollowing == true }.map(\.id) == [2, 5])
        #expect(!following.hasMore && !discover.hasMore)
    }

    @Test func aFollowShowsBeforeTheServerAnswersAndStays() async {
        // Given Discover, and a server that holds the next call
        let users = list(.discover)
        await users.reload().value
        let changes = ChangeLog(users)
        await service.control.holdNextCall()
        // When the viewer follows user 3
        let follow = users.perform(.setFollowing(true), on: 3)
        await service.control.waitUntilCallIsHeld()
        // Then row 3 follows at once, only it changed, and Loading… does not show for it
        #expect(users.items[2].isFollowing == true)
        #expect(changes.changes == [.updated([2])])
        // And once the server answers it stays, with nothing more to redraw
        await service.control.releaseHeldCall()
        await follow.value
        #expect(users.items[2].isFollowing == true)
        #expect(changes.changes == [.updated([2])])
        #expect(await service.followRequests == [.init(userID: 3, isFollowing: true)])
        #expect(await service.followed == [2, 3, 5])
    }

    @Test func aFailedFollowRollsBackWithTheError() async {
        // Given Discover, and a server that fails the next call
        let users = list(.discover)
        await users.reload().value
        await service.control.failNextCall()
        // When the viewer follows user 4
        await users.perform(.setFollowing(true), on: 4).value
        // Then row 4 no longer follows, and the error shows with Retry, which follows again
        #expect(users.items[3].isFollowing == false)
        #expect(users.failure == ListFailure(error: .sampleOutage, isRetryable: true))
        #expect(await service.followed == [2, 5])
        await users.retry().value
        #expect(users.items[3].isFollowing == true)
        #expect(await service.followed == [2, 4, 5])
    }

    @Test func anUnfollowInFollowingKeepsTheRowUntilTheNextLoad() async {
        // Given Following: users 2 and 5
        let users = list(.following)
        await users.reload().value
        // When the viewer unfollows user 2
        await users.perform(.setFollowing(false), on: 2).value
        // Then the row stays, showing it no longer follows, until the list loads again
        #expect(users.items.map(\.id) == [2, 5])
        #expect(users.items[0].isFollowing == false)
        await users.reload().value
        #expect(users.items.map(\.id) == [5])
    }

    @Test func aFailedUnfollowPutsTheFollowBack() async {
        // Given Following, and a server that fails the next call
        let users = list(.following)
        await users.reload().value
        await service.control.failNextCall()
        // When the viewer unfollows user 5
        await users.perform(.setFollowing(false), on: 5).value
        // Then row 5 follows again, and the server still has the follow
        #expect(users.items[1].isFollowing == true)
        #expect(users.failure?.error == .sampleOutage)
        #expect(await service.followed == [2, 5])
    }

    @Test func askingForWhatTheRowShowsSendsNothing() async {
        // Given Discover, where the viewer follows user 2
        let users = list(.discover)
        await users.reload().value
        // When the viewer follows user 2 again
        await users.perform(.setFollowing(true), on: 2).value
        // Then nothing is sent
        #expect(await service.followRequests == [])
    }

    @Test func theViewersOwnRowHasNoButtonAndTheOthersSayWhetherTheyAreFollowed() async {
        // Given Discover
        let users = list(.discover)
        await users.reload().value
        // Then row 1 (the viewer) has no button, followed rows read following, the rest follow
        #expect(
            users.items.map(formatting.followButtonTitle(for:)) == [
                nil, "following", "follow", "follow", "following", "follow",
            ])
        #expect(formatting.unfollowQuestion(for: users.items[4]) == "Unfollow 王小明?")
    }
}
