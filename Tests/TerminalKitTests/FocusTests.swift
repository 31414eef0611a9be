import Testing

@testable import TerminalKit

@MainActor
@Suite("Focus: tab and arrows move it, the focused view gets keys first")
struct FocusTests {
    @Test("the first focusable view takes focus; tab cycles in reading order; enter taps the focused button")
    func tabCycle() {
        // Given
        let screen = ButtonsViewController(titles: ["one", "two", "three"])
        let host = HeadlessHost(rootViewController: screen)
        // Then
        #expect((host.application.focusedView as? Button)?.title == "one")
        // When
        host.send(.tab)
        host.send(.enter)
        host.send(.tab)
        host.send(.tab)
        host.send(.space)
        host.send(.backTab)
        host.send(.enter)
        // Then
        #expect(screen.tapped == ["two", "one", "three"])
    }

    @Test("the focused button draws inverse; its title still reads verbatim")
    func focusedLook() {
        let host = HeadlessHost(rootViewController: ButtonsViewController(titles: ["print"]))
        let lines = host.screen.lines
        #expect(lines[1] == "[ print ]")
        #expect(host.screen[2, 1].style.inverse)
    }

    @Test("arrows move to the nearest focusable view in that direction")
    func arrows() {
        // Given two rows of buttons
        let screen = ViewController()
        let a = Button(title: "a")
        let b = Button(title: "b")
        let c = Button(title: "c")
        a.frame = Rect(x: 0, y: 0, width: 5, height: 1)
        b.frame = Rect(x: 10, y: 0, width: 5, height: 1)
        c.frame = Rect(x: 10, y: 3, width: 5, height: 1)
        for button in [a, b, c] { screen.view.addSubview(button) }
        let host = HeadlessHost(rootViewController: screen)
        // When / Then
        #expect(host.application.focusedView === a)
        host.send(.right)
        #expect(host.application.focusedView === b)
        host.send(.down)
        #expect(host.application.focusedView === c)
        host.send(.up)
        host.send(.left)
        #expect(host.application.focusedView === a)
    }

    @Test("focus skips hidden views and comes back to the last focused view after a modal")
    func modalRestoresFocus() {
        let screen = ButtonsViewController(titles: ["one", "two"])
        let host = HeadlessHost(rootViewController: screen)
        host.send(.tab)
        let alert = AlertController(title: "Sure?", message: nil)
        alert.addAction(AlertAction(title: "OK"))
        screen.present(alert)
        host.render()
        #expect((host.application.focusedView as? Button)?.title == "OK")
        host.send(.enter)
        #expect((host.application.focusedView as? Button)?.title == "two")
    }

    @Test("a table's segmented control above it is reached with up from the first row")
    func segmentAboveTable() {
        let screen = ViewController()
        let segments = SegmentedControl(items: ["Blogs", "Drafts"])
        let table = TableTestViewController(count: 5)
        let stack = StackView(axis: .vertical)
        stack.addArrangedSubview(segments)
        screen.addChild(table)
        stack.addArrangedSubview(table.view, length: .flexible())
        stack.fillsSuperview = true
        screen.view.addSubview(stack)
        let host = HeadlessHost(rootViewController: screen)
        host.send(.down)
        #expect(host.application.focusedView === table.tableView)
        host.send(.down)
        host.send(.up)
        host.send(.up)
        #expect(host.application.focusedView === segments)
        host.send(.right)
        #expect(segments.selectedSegmentIndex == 1)
    }
}
