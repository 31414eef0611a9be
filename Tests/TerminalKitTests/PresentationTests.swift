import Testing

@testable import TerminalKit

@MainActor
@Suite("Modal presentation: present, dismiss, release")
struct PresentationTests {
    @Test("a presented screen appears over the presenter, takes the screen and the keys, and is released on dismiss")
    func presentAndDismiss() throws {
        // Given
        let log = CallLog()
        let presenter = ButtonsViewController(titles: ["open"])
        let host = HeadlessHost(rootViewController: presenter)
        weak var weakSheet: RecordingViewController?
        do {
            let sheet = RecordingViewController("Sheet", log: log)
            sheet.view.addSubview(Button(title: "close") { [weak sheet] in sheet?.dismiss() })
            // When
            presenter.present(sheet)
            weakSheet = sheet
        }
        // Then
        #expect(log.take() == ["Sheet.viewDidLoad", "Sheet.viewWillAppear", "Sheet.viewDidAppear"])
        #expect(host.screen.lines[0] == "[ close ]")
        #expect(throws: HeadlessError.noVisibleControl(title: "open")) { try host.tap("open") }
        // When
        try host.tap("close")
        // Then
        #expect(log.take() == ["Sheet.viewWillDisappear", "Sheet.viewDidDisappear"])
        #expect(host.screen.lines[1] == "[ open ]")
        #expect(weakSheet == nil)
        #expect(presenter.presentedViewController == nil)
    }

    @Test("a child controller presents through its container; dismissing from the presented one works too")
    func presentFromChild() {
        let child = ButtonsViewController(titles: ["x"])
        let navigation = NavigationController(rootViewController: child)
        let host = HeadlessHost(rootViewController: navigation)
        let sheet = ViewController()
        child.present(sheet)
        #expect(navigation.presentedViewController === sheet)
        #expect(sheet.presentingViewController === navigation)
        #expect(host.application.activeController === sheet)
        sheet.dismiss()
        #expect(host.application.activeController === navigation)
    }
}
