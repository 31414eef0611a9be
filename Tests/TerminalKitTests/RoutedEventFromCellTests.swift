import Testing

@testable import TerminalKit

/// A row whose buttons do not decide what they mean: each routes an event up the responder chain, with the cell as
/// the sender (seed 000's `UserCell` and its `routeEvent:userInfo:`).
@MainActor
private final class RoutingCell: TableViewCell {
    let followButton = Button(title: "follow")
    let shareButton = Button(title: "share")

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        let row = StackView(axis: .horizontal, spacing: 1)
        row.addArrangedSubview(Label(text: "someone"), length: .flexible())
        row.addArrangedSubview(followButton)
        row.addArrangedSubview(shareButton)
        row.fillsSuperview = true
        contentView.addSubview(row)
        followButton.onTap = { [weak self] in self?.routeEvent(name: "followTapped") }
        shareButton.onTap = { [weak self] in self?.routeEvent(name: "shareTapped") }
    }
}

/// A scene hosting a table of ``RoutingCell``s that handles `followTapped` — by recording the row and asking a
/// question, as Following does — and nothing else.
@MainActor
private final class HostingScene: ViewController {
    let tableView = TableView()
    let rows = ListDataSource<Int, RoutingCell>(cellIdentifier: "routing", items: [1, 2, 3]) { _, _, _ in }
    var followsTapped: [Int] = []

    override func loadView() {
        rows.attach(to: tableView)
        view = tableView
    }

    override func handleRoutedEvent(_ event: RoutedEvent) -> Bool {
        guard event.name == "followTapped", let cell = event.sender as? RoutingCell,
            let row = tableView.indexPath(for: cell)?.row
        else { return false }
        followsTapped.append(row + 1)
        present(AlertController(title: "Unfollow row \(row + 1)?", message: nil))
        return true
    }
}

@MainActor
@Suite("Routed events from table cells")
struct RoutedEventFromCellTests {
    @Test("a tap a cell routes up reaches the hosting controller, which knows the row")
    func reachesTheHost() throws {
        // Given the scene inside a navigation controller, three rows on screen
        let scene = HostingScene()
        let host = HeadlessHost(rootViewController: NavigationController(rootViewController: scene))
        host.render()
        // When the user taps follow in row 2
        try host.tap("follow", row: 2)
        host.render()
        // Then the scene handled it for row 2, and what it did shows
        #expect(scene.followsTapped == [2])
        #expect(host.screenText.contains("Unfollow row 2?"))
    }

    @Test("an event no responder handles is dropped: nothing changes")
    func unhandledIsDropped() throws {
        // Given the scene inside a navigation controller, with row 3 selected
        let scene = HostingScene()
        let navigation = NavigationController(rootViewController: scene)
        let host = HeadlessHost(rootViewController: navigation)
        try host.select(row: 3)
        host.render()
        let before = host.screenText
        // When the user taps share in row 1, which the scene does not handle
        try host.tap("share", row: 1)
        host.render()
        // Then the event went up the whole chain and was dropped: no handler ran, nothing was pushed or presented,
        // and the screen is as it was
        #expect(scene.followsTapped == [])
        #expect(navigation.viewControllers.count == 1)
        #expect(scene.presentedViewController == nil)
        #expect(host.screenText == before)
        // And routing it by hand from the cell reports that nobody handled it
        let cell = try #require(scene.tableView.cellForRow(at: IndexPath(row: 0)) as? RoutingCell)
        #expect(!cell.routeEvent(name: "shareTapped"))
    }
}
