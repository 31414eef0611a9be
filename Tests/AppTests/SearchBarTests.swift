import App
import Model
import SceneViews
import TerminalKit
import Testing

/// Discover's search bar (SceneViews) driven as a script drives it: `type TEXT` and `key backspace` through the
/// headless runner, on a screen of its own (no scene shows it yet).
@MainActor
@Suite("Search bar and headless typing")
struct SearchBarTests {
    /// A Discover screen of its own, with a headless runner over it.
    @MainActor
    private struct Rig {
        let screen = ListScreenView.discover(searchMaxLength: UserSearch.maximumLength)
        let host: HeadlessHost
        let runner: HeadlessRunner

        init() {
            let controller = ViewController()
            controller.view.addSubview(screen)
            screen.fillsSuperview = true
            host = HeadlessHost(size: Size(width: 40, height: 8), rootViewController: controller)
            runner = HeadlessRunner(
                host: host, clock: VirtualClock(), tracker: WorkTracker(), output: { _ in }, errorOutput: { _ in })
        }

        var bar: UserSearchBar? { screen.searchBar }
    }

    @Test("the bar sits under the hint, showing `Search users` while empty")
    func layout() throws {
        let rig = Rig()
        let lines = rig.host.screen.lines
        #expect(lines[0].hasPrefix(" enter: profile"))
        #expect(lines[1] == " Search users")
        #expect(ListScreenView.users().searchBar == nil)
    }

    @Test("`type` and `key backspace` edit the field; each edit reaches onTextChange; the screen shows the text")
    func typingReportsEachEdit() async throws {
        // Given the Discover screen, its field not focused, and a listener on the bar
        let rig = Rig()
        let bar = try #require(rig.bar)
        var reported: [String] = []
        bar.onTextChange = { reported.append($0) }
        // When a script types `Al`, a wide name, and deletes one character
        let outcome = await rig.runner.run(["type Al", "type 王", "key backspace", "key q"])
        // Then each keystroke was one edit, the letter `q` typed too (not the app's quit key)
        #expect(outcome == .endOfInput)
        #expect(reported == ["A", "Al", "Al王", "Al", "Alq"])
        #expect(rig.host.screen.lines[1] == " Alq")
    }

    @Test("setting the bar's text from the logic shows it without reporting it back (no echo)")
    func textFromLogic() throws {
        let rig = Rig()
        let bar = try #require(rig.bar)
        var reported: [String] = []
        bar.onTextChange = { reported.append($0) }
        bar.text = "carol"
        #expect(reported.isEmpty)
        #expect(bar.textField.text == "carol")
        #expect(rig.host.screen.lines[1] == " carol")
    }

    @Test("the field keeps at most the search rule's 100 characters")
    func maximumLength() async throws {
        let rig = Rig()
        let bar = try #require(rig.bar)
        _ = await rig.runner.run(["type " + String(repeating: "王", count: 101)])
        #expect(bar.text.count == UserSearch.maximumLength)
    }

    @Test("`type` on a screen without a text field is exit status 2 with the line number")
    func typeWithoutAField() async throws {
        let host = HeadlessHost(size: Size(width: 20, height: 4), rootViewController: ViewController())
        var errors = ""
        let runner = HeadlessRunner(
            host: host, clock: VirtualClock(), tracker: WorkTracker(), output: { _ in },
            errorOutput: { errors += $0 })
        let outcome = await runner.run(["key down", "type alice"])
        #expect(outcome == .failed(line: 2, message: "no text field on screen to type into"))
        #expect(outcome.exitStatus == 2)
        #expect(errors == "line 2: no text field on screen to type into\n")
    }
}
