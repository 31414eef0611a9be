import Testing

@testable import TerminalKit

@MainActor
@Suite("Navigation controller: push, pop, lifecycle order, release")
struct NavigationControllerTests {
    @Test("push and pop call the lifecycle methods in UIKit's order")
    func lifecycleOrder() {
        // Given a navigation controller on screen showing A
        let log = CallLog()
        let a = RecordingViewController("A", log: log)
        let navigation = NavigationController(rootViewController: a)
        let host = HeadlessHost(rootViewController: navigation)
        #expect(
            log.take() == [
                "A.willMove(toParent: nav)", "A.didMove(toParent: nav)", "A.viewDidLoad", "A.viewWillAppear",
                "A.viewDidAppear",
            ])
        // When B is pushed
        let b = RecordingViewController("B", log: log)
        navigation.pushViewController(b)
        // Then
        #expect(
            log.take() == [
                "B.willMove(toParent: nav)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(toParent: nav)",
            ])
        // When esc pops it
        host.send(.escape)
        // Then
        #expect(
            log.take() == [
                "B.willMove(toParent: nil)", "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear",
                "A.viewDidAppear", "B.didMove(toParent: nil)",
            ])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("the top bar shows the title the app formats; the hint line shows esc back and key commands")
    func bars() {
        // Given
        let navigation = NavigationController(rootViewController: ButtonsViewController(titles: ["print"]))
        navigation.titleFormatter = { "MVX · MVP · \($0.title ?? "")" }
        let host = HeadlessHost(rootViewController: navigation)
        let counter = ButtonsViewController(titles: ["+"])
        counter.title = "Counter"
        counter.keyCommands = [KeyCommand(.character("a"), title: "next arch") {}]
        // When
        navigation.pushViewController(counter)
        // Then
        let lines = host.screen.lines
        #expect(lines[0].hasPrefix(" MVX · MVP · Counter"))
        #expect(lines[0].hasSuffix("‹ esc"))
        #expect(lines[23].contains("esc back  a next arch"))
        #expect(lines[2] == "[ + ]")
    }

    @Test("a popped controller is released, with its views, buttons and cells")
    func poppedControllerIsReleased() {
        // Given
        let navigation = NavigationController(rootViewController: ButtonsViewController(titles: ["open"]))
        let host = HeadlessHost(rootViewController: navigation)
        weak var weakTable: TableTestViewController?
        weak var weakView: View?
        do {
            let table = TableTestViewController(count: 1_000)
            table.keyCommands = [
                KeyCommand(.character("r"), title: "reload") { [weak table] in table?.tableView.reloadData() }
            ]
            navigation.pushViewController(table)
            host.send(.down)
            table.showToast("hello")
            table.showHUD("Loading…")
            host.render()
            weakTable = table
            weakView = table.view
        }
        #expect(weakTable != nil)
        // When
        host.send(.escape)
        // Then
        #expect(weakTable == nil)
        #expect(weakView == nil)
        #expect(host.scheduler.pendingCount == 0)
    }

    @Test("esc at the root does nothing; a top controller that takes esc keeps it")
    func escapeHandling() {
        let root = ButtonsViewController(titles: ["x"])
        let navigation = NavigationController(rootViewController: root)
        let host = HeadlessHost(rootViewController: navigation)
        host.send(.escape)
        #expect(navigation.viewControllers.count == 1)
        let pushed = ButtonsViewController(titles: ["y"])
        var escapes = 0
        pushed.keyCommands = [KeyCommand(.escape, title: "close search") { escapes += 1 }]
        navigation.pushViewController(pushed)
        host.send(.escape)
        #expect(escapes == 1)
        #expect(navigation.viewControllers.count == 2)
    }

    @Test("replacing the top controller swaps screens without touching the root")
    func replaceTop() {
        let log = CallLog()
        let navigation = NavigationController(rootViewController: RecordingViewController("Home", log: log))
        let host = HeadlessHost(rootViewController: navigation)
        navigation.pushViewController(RecordingViewController("MVC", log: log))
        _ = log.take()
        navigation.replaceTopViewController(with: RecordingViewController("MVP", log: log))
        host.render()
        #expect(navigation.viewControllers.map(\.title) == ["Home", "MVP"])
        #expect(
            log.take().filter { $0.contains("ppear") } == [
                "MVC.viewWillDisappear", "MVP.viewWillAppear", "MVC.viewDidDisappear", "MVP.viewDidAppear",
            ])
    }

    @Test("a child controller added to a visible screen appears, and disappears with it")
    func childAppearance() {
        let log = CallLog()
        let parent = ButtonsViewController(titles: ["x"])
        let navigation = NavigationController(rootViewController: parent)
        let host = HeadlessHost(rootViewController: navigation)
        let child = RecordingViewController("Child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(
            log.take() == [
                "Child.willMove(toParent: nav)", "Child.viewDidLoad", "Child.viewWillAppear",
                "Child.viewDidAppear", "Child.didMove(toParent: nav)",
            ])
        navigation.pushViewController(ButtonsViewController(titles: ["y"]))
        host.render()
        #expect(log.take() == ["Child.viewWillDisappear", "Child.viewDidDisappear"])
    }
}
