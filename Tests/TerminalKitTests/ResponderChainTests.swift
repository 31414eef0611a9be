import Testing

@testable import TerminalKit

@MainActor
private final class FollowScene: ViewController {
    var handled: [String] = []
    var handles = true

    override func handleRoutedEvent(_ event: RoutedEvent) -> Bool {
        guard handles, event.name == "followTapped" else { return false }
        handled.append("\(event.name) \(event.userInfo["userID"] as? Int ?? -1)")
        return true
    }
}

@MainActor
@Suite("Responder chain: routing named events up to whoever handles them")
struct ResponderChainTests {
    @Test("an event from a deep view reaches the view controller that hosts it")
    func routedToController() {
        // Given a button deep inside a scene inside a navigation controller
        let scene = FollowScene()
        let navigation = NavigationController(rootViewController: scene)
        let host = HeadlessHost(rootViewController: navigation)
        let container = View()
        let button = Button(title: "follow")
        container.addSubview(button)
        scene.view.addSubview(container)
        host.render()
        // When
        let handled = button.routeEvent(name: "followTapped", userInfo: ["userID": 7])
        // Then
        #expect(handled)
        #expect(scene.handled == ["followTapped 7"])
        let chain = button.responderChain
        #expect(chain.first === button)
        #expect(chain.contains { $0 === scene } && chain.contains { $0 === navigation })
        #expect(chain.last === host.application)
    }

    @Test("an event nobody handles travels to the application and reports false")
    func unhandled() {
        let scene = FollowScene()
        scene.handles = false
        let host = HeadlessHost(rootViewController: scene)
        let button = Button(title: "follow")
        scene.view.addSubview(button)
        #expect(!button.routeEvent(name: "followTapped"))
        #expect(!button.routeEvent(name: "somethingElse"))
        #expect(host.application.rootViewController === scene)
    }

    @Test("a view in a table cell routes through the table to the scene")
    func fromCell() {
        let scene = FollowScene()
        let host = HeadlessHost(rootViewController: scene)
        let table = TableTestViewController(count: 3)
        scene.addChild(table)
        scene.view.addSubview(table.view)
        table.view.frame = Rect(x: 0, y: 0, width: 80, height: 10)
        table.didMove(toParent: scene)
        host.render()
        let cell = table.tableView.cellForRow(at: IndexPath(row: 1)) as? CounterTestCell
        #expect(cell?.plusButton.routeEvent(name: "followTapped", userInfo: ["userID": 2]) == true)
        #expect(scene.handled == ["followTapped 2"])
    }

    @Test("a presented controller's chain continues to the one that presented it")
    func presentedChain() {
        let scene = FollowScene()
        let host = HeadlessHost(rootViewController: scene)
        let sheet = ViewController()
        scene.present(sheet)
        host.render()
        #expect(sheet.view.routeEvent(name: "followTapped", userInfo: ["userID": 1]))
        #expect(scene.handled == ["followTapped 1"])
    }
}
