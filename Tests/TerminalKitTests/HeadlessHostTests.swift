import Testing

@testable import TerminalKit

@MainActor
@Suite("Headless host: taps, selection, pull and more, by what shows on screen")
struct HeadlessHostTests {
    @Test("tap finds a control by its exact title, in reading order")
    func tapByTitle() throws {
        // Given
        let screen = ButtonsViewController(titles: ["print", "print twice", "print"])
        let host = HeadlessHost(rootViewController: screen)
        // When
        try host.tap("print")
        try host.tap("print twice")
        // Then
        #expect(screen.tapped == ["print", "print twice"])
        #expect(host.screenText.hasPrefix("line 0\n[ print ]\n[ print twice ]"))
    }

    @Test("a title that matches nothing is an error that names it")
    func tapMissing() {
        let host = HeadlessHost(rootViewController: ButtonsViewController(titles: ["print"]))
        #expect(throws: HeadlessError.noVisibleControl(title: "Retry")) { try host.tap("Retry") }
        #expect(HeadlessError.noVisibleControl(title: "Retry").description == "no visible control titled \"Retry\"")
    }

    @Test("hidden and disabled controls cannot be tapped")
    func hiddenAndDisabled() throws {
        let screen = ButtonsViewController(titles: ["a", "b"])
        let host = HeadlessHost(rootViewController: screen)
        let buttons = screen.view.allDescendants.compactMap { $0 as? Button }
        buttons[0].isHidden = true
        buttons[1].isEnabled = false
        #expect(throws: HeadlessError.noVisibleControl(title: "a")) { try host.tap("a") }
        #expect(throws: HeadlessError.noVisibleControl(title: "b")) { try host.tap("b") }
        #expect(screen.tapped.isEmpty)
    }

    @Test("tap @row scrolls the row into view and taps the control in that row only")
    func tapInRow() throws {
        // Given
        let controller = TableTestViewController(count: 500)
        let host = HeadlessHost(rootViewController: controller)
        // When
        try host.tap("+", row: 300)
        try host.tap("+", row: 2)
        // Then
        #expect(controller.source.plusTapped == [299, 1])
        #expect(throws: HeadlessError.noControlInRow(title: "x", row: 3)) { try host.tap("x", row: 3) }
        #expect(throws: HeadlessError.rowOutOfRange(row: 501, rowCount: 500)) { try host.tap("+", row: 501) }
    }

    @Test("select N selects the Nth row and tells the delegate")
    func selectRow() throws {
        let controller = TableTestViewController(count: 100)
        let host = HeadlessHost(rootViewController: controller)
        try host.select(row: 80)
        #expect(controller.source.selected == [79])
        #expect(host.screenText.contains("row 79"))
        #expect(throws: HeadlessError.rowOutOfRange(row: 0, rowCount: 100)) { try host.select(row: 0) }
    }

    @Test("more asks the visible table for its next page; pull needs a refresh control")
    func moreAndPull() throws {
        let controller = TableTestViewController(count: 10)
        let host = HeadlessHost(rootViewController: controller)
        try host.more()
        #expect(controller.source.reachedEnd == 1)
        #expect(throws: HeadlessError.noRefreshControl) { try host.pull() }
    }

    @Test("table commands on a screen without a table fail clearly")
    func noTable() {
        let host = HeadlessHost(rootViewController: ButtonsViewController(titles: ["print"]))
        #expect(throws: HeadlessError.noVisibleTable) { try host.select(row: 1) }
        #expect(throws: HeadlessError.noVisibleTable) { try host.more() }
        #expect(HeadlessError.noVisibleTable.description == "no visible table")
    }

    @Test("segments are tapped by title")
    func tapSegment() throws {
        let screen = ViewController()
        let control = SegmentedControl(items: ["Blogs", "Drafts", "Trash"])
        var changes: [Int] = []
        control.onValueChanged = { changes.append($0) }
        screen.view.addSubview(control)
        let host = HeadlessHost(rootViewController: screen)
        #expect(host.screenText.hasPrefix(" Blogs │ Drafts │ Trash"))
        try host.tap("Trash")
        try host.tap("Trash")
        #expect(changes == [2])
        #expect(control.selectedTitle == "Trash")
    }

    @Test("virtual time runs timers only when advanced; settle hooks see what is due")
    func virtualTime() {
        let screen = ButtonsViewController(titles: ["ok"])
        let host = HeadlessHost(rootViewController: screen)
        screen.showToast("saved", duration: .seconds(2))
        #expect(host.screenText.contains("saved"))
        #expect(host.hasDueTimers(within: .seconds(3)))
        #expect(!host.hasDueTimers(within: .milliseconds(50)))
        host.advance(by: .seconds(1))
        #expect(host.screenText.contains("saved"))
        #expect(host.advanceToNextTimer())
        #expect(!host.screenText.contains("saved"))
        #expect(!host.advanceToNextTimer())
    }
}
