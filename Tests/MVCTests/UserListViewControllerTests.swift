import MVC
import MVCTerminal
import Model
import SceneViews
import ServiceFakes
import TerminalKit
import Testing

/// The Follow scenes in MVC, in a headless host over a fake service: the cell helper's rows, and what the hosting
/// controller decides when a row's button routes its tap up — a follow at once, an unfollow at once in Discover and
/// after `Unfollow NAME?` in Following. The list's optimistic save is tested once in ModelTests.
@MainActor
@Suite(.trackingWork)
struct UserListViewControllerTests {
    let service = FakeUserService()
    private let opened = OpenedProfiles()

    /// The scene of `kind` in a host, loaded. The viewer (1) follows users 2 and 5.
    private func loaded(_ kind: UserListKind) async -> HeadlessHost {
        let model = UserListModel(kind: kind, viewerID: User.sampleViewerID, users: service, follows: service)
        let opened = self.opened
        let host = HeadlessHost(
            rootViewController: UserListViewController(model: model) { opened.ids.append($0) })
        await settle(host)
        return host
    }

    private func settle(_ host: HeadlessHost) async {
        await ServiceFakes.settle()
        host.render()
    }

    /// Row `number` (1-based) as its cell shows it: the name, and the button's title or `-` for none.
    private func row(_ number: Int, in host: HeadlessHost) throws -> String {
        let cell = try #require(try host.visibleTable().cellForRow(at: IndexPath(row: number - 1)) as? UserCell)
        return "\(cell.name): \(cell.followButtonTitle ?? "-")"
    }

    @Test func eachRowShowsTheNameAndWhetherTheViewerFollowsButTheViewersOwnRowHasNoButton() async throws {
        // When Discover loads
        let host = await loaded(.discover)
        // Then the cell helper drew each user; the viewer's row has no button
        #expect(
            try (1...6).map { try row($0, in: host) } == [
                "Alice Chen: -", "Bob Martin: following", "Carol Díaz: follow", "Dave Kim: follow", "王小明: following",
                "Erin O'Neil: follow",
            ])
    }

    @Test func followRedrawsOnlyItsRowAndSaves() async throws {
        // Given Discover
        let host = await loaded(.discover)
        // When the user taps follow in row 3 (Carol) and the save answers
        host.resetCounters()
        try host.tap("follow", row: 3)
        await settle(host)
        // Then row 3 shows following, it alone was drawn again, and no question was asked
        #expect(try row(3, in: host) == "Carol Díaz: following")
        #expect(host.rowsRedrawn == 1)
        #expect(!host.screenText.contains("Unfollow"))
        #expect(await service.followRequests == [.init(userID: 3, isFollowing: true)])
    }

    @Test func inFollowingTheControllerAsksBeforeAnUnfollowAndCancelSendsNothing() async throws {
        // Given Following: Bob and 王小明
        let host = await loaded(.following)
        // When the user taps following on Bob's row
        try host.tap("following", row: 1)
        await settle(host)
        // Then the controller asks, and nothing is sent
        #expect(host.screenText.contains("Unfollow Bob Martin?"))
        #expect(await service.followRequests == [])
        // When the user answers Cancel, Then the question goes and nothing changed
        try host.tap("Cancel")
        await settle(host)
        #expect(!host.screenText.contains("Unfollow Bob Martin?"))
        #expect(try row(1, in: host) == "Bob Martin: following")
        #expect(await service.followRequests == [])
        // When they ask again and answer Unfollow, Then Bob is unfollowed and his row stays, showing follow
        try host.tap("following", row: 1)
        await settle(host)
        try host.tap("Unfollow")
        await settle(host)
        #expect(try row(1, in: host) == "Bob Martin: follow")
        #expect(await service.followRequests == [.init(userID: 2, isFollowing: false)])
    }

    @Test func inDiscoverTheControllerUnfollowsAtOnce() async throws {
        // Given Discover, where the viewer follows Bob
        let host = await loaded(.discover)
        // When the user taps following on Bob's row
        try host.tap("following", row: 2)
        await settle(host)
        // Then no question: Bob is unfollowed
        #expect(!host.screenText.contains("Unfollow"))
        #expect(try row(2, in: host) == "Bob Martin: follow")
        #expect(await service.followRequests == [.init(userID: 2, isFollowing: false)])
    }

    @Test func selectingARowOpensThatUsersProfile() async throws {
        // Given Discover
        let host = await loaded(.discover)
        // When the user selects row 4 (not its button)
        try host.select(row: 4)
        // Then Dave's profile is asked for, and nothing is followed
        #expect(opened.ids == [4])
        #expect(await service.followRequests == [])
    }
}

/// The profiles a scene asked to open.
@MainActor
private final class OpenedProfiles {
    var ids: [Int] = []
}
