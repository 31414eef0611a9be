import Testing

@testable import TerminalKit

@MainActor
@Suite("Text view: read-only lines that scroll")
struct TextViewTests {
    /// A focused text view of `count` lines (`line 1`, …) filling a 20×4 screen.
    func host(count: Int, numbered: Bool = true) -> (HeadlessHost, TextView) {
        let screen = ViewController()
        let text = TextView(frame: Rect(x: 0, y: 0, width: 20, height: 4))
        text.showsLineNumbers = numbered
        text.lines = (1...count).map { "line \($0)" }
        screen.view.addSubview(text)
        let host = HeadlessHost(size: Size(width: 20, height: 4), rootViewController: screen)
        _ = host.application.focus(text)
        return (host, text)
    }

    @Test("lines show numbered, right-aligned in the widest number's width")
    func numbered() {
        let (host, _) = host(count: 12)
        #expect(host.screen.lines == [" 1  line 1", " 2  line 2", " 3  line 3", " 4  line 4"])
    }

    @Test("↓ scrolls a line, page down a page keeping one line, end shows the last line at the bottom, home the top")
    func scrolling() {
        let (host, text) = host(count: 12)
        host.send(.down)
        #expect(host.screen.lines.first == " 2  line 2")
        host.send(.pageDown)
        #expect(host.screen.lines.first == " 5  line 5")
        host.send(.end)
        #expect(host.screen.lines.last == "12  line 12")
        #expect(text.visibleLines == 8..<12)
        host.send(.down)
        #expect(text.topLine == 8, "the last page is as far as it goes")
        host.send(.home)
        #expect(host.screen.lines.first == " 1  line 1")
    }

    @Test("a long line is cut at the width with …, and tabs expand to the next stop")
    func longLinesAndTabs() {
        let (host, text) = host(count: 1, numbered: false)
        text.lines = ["a\tb", "\tx", String(repeating: "y", count: 30)]
        host.render()
        #expect(host.screen.lines[0] == "a   b")
        #expect(host.screen.lines[1] == "    x")
        #expect(host.screen.lines[2] == String(repeating: "y", count: 19) + "…")
    }

    @Test("a path too wide loses its start, and a label can do the same")
    func truncatedAtStart() {
        #expect("Sources/MVC/Counter/CounterModel.swift".truncatedAtStart(toWidth: 20) == "…/CounterModel.swift")
        #expect("short".truncatedAtStart(toWidth: 20) == "short")
        let label = Label(text: "Sources/MVC/Counter/CounterModel.swift", frame: Rect(x: 0, y: 0, width: 20, height: 1))
        label.truncatesHead = true
        let screen = ViewController()
        screen.view.addSubview(label)
        let host = HeadlessHost(size: Size(width: 20, height: 1), rootViewController: screen)
        #expect(host.screen.lines[0] == "…/CounterModel.swift")
    }
}
