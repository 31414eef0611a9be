import Testing

@testable import TerminalKit

@MainActor
@Suite("Alert controller: a modal that takes every key")
struct AlertControllerTests {
    func makeAlert(log: CallLog) -> AlertController {
        let alert = AlertController(title: "Unfollow 小明?", message: "You will stop seeing their blogs.")
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log.record("cancel") })
        alert.addAction(AlertAction(title: "Unfollow", style: .destructive) { _ in log.record("unfollow") })
        return alert
    }

    @Test("tapping an action dismisses the alert, then runs its handler")
    func tapAction() throws {
        // Given
        let log = CallLog()
        let screen = ButtonsViewController(titles: ["following"])
        let host = HeadlessHost(rootViewController: screen)
        // When
        screen.present(makeAlert(log: log))
        // Then the alert shows
        let text = host.screenText
        #expect(text.contains("Unfollow 小明?"))
        #expect(text.contains("You will stop seeing their blogs."))
        #expect(text.contains("[ Cancel ]") && text.contains("[ Unfollow ]"))
        // When
        try host.tap("Unfollow")
        // Then
        #expect(log.take() == ["unfollow"])
        #expect(screen.presentedViewController == nil)
        #expect(!host.screenText.contains("Unfollow"))
    }

    @Test("esc runs the cancel action")
    func escapeCancels() {
        let log = CallLog()
        let screen = ButtonsViewController(titles: ["following"])
        let host = HeadlessHost(rootViewController: screen)
        screen.present(makeAlert(log: log))
        host.send(.escape)
        #expect(log.take() == ["cancel"])
        #expect(host.application.activeController === screen)
    }

    @Test("while the alert is up, keys and taps never reach the screen below")
    func modal() {
        // Given a screen with a key command and a button
        let log = CallLog()
        let screen = ButtonsViewController(titles: ["following"])
        screen.keyCommands = [KeyCommand(.character("q"), title: "quit") { log.record("quit") }]
        let host = HeadlessHost(rootViewController: screen)
        screen.present(makeAlert(log: log))
        // When
        host.send(.character("q"))
        // Then
        #expect(log.take().isEmpty)
        #expect(throws: HeadlessError.noVisibleControl(title: "following")) { try host.tap("following") }
    }

    @Test("focus starts on Cancel; right then enter picks the next action")
    func keyboard() {
        let log = CallLog()
        let screen = ButtonsViewController(titles: ["following"])
        let host = HeadlessHost(rootViewController: screen)
        screen.present(makeAlert(log: log))
        host.send(.enter)
        #expect(log.take() == ["cancel"])
        screen.present(makeAlert(log: log))
        host.send(.right)
        host.send(.enter)
        #expect(log.take() == ["unfollow"])
        #expect((host.application.focusedView as? Button)?.title == "following")
    }

    @Test("an alert presented before its screen is on screen shows once the screen does")
    func presentedEarly() throws {
        let log = CallLog()
        let screen = ButtonsViewController(titles: ["following"])
        screen.present(makeAlert(log: log))
        let host = HeadlessHost(rootViewController: screen)
        #expect(host.screenText.contains("[ Unfollow ]"))
        try host.tap("Cancel")
        #expect(log.take() == ["cancel"])
        #expect(!host.screenText.contains("Unfollow"))
    }

    @Test("the alert is a centred box: title, message, then the buttons")
    func layout() {
        let screen = ViewController()
        let host = HeadlessHost(size: Size(width: 40, height: 9), rootViewController: screen)
        screen.present(makeAlert(log: CallLog()))
        #expect(
            host.screen.lines == [
                "",
                " ┌───────────────────────────────────┐",
                " │          Unfollow 小明?           │",
                " │ You will stop seeing their blogs. │",
                " │                                   │",
                " │     [ Cancel ]  [ Unfollow ]      │",
                " └───────────────────────────────────┘",
                "",
                "",
            ])
    }
}
