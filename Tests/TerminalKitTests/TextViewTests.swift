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

    @Test("→ shows later columns and ← earlier ones, the line numbers staying put; both stop at the ends")
    func horizontalScrolling() {
        // Given a numbered line wider than the 17 columns beside its number, and a short one
        let (host, text) = host(count: 1)
        text.lines = ["0123456789abcdefghijklmnopqrstuvwxyz", "short"]
        host.render()
        #expect(host.screen.lines[0] == "1  0123456789abcdef…")
        #expect(text.scrollsHorizontally)
        // When → is pressed: 8 columns further, the cut start shown by …, and the short line all to the left
        host.send(.right)
        #expect(host.screen.lines[0] == "1  …9abcdefghijklmn…")
        #expect(host.screen.lines[1] == "2  …")
        host.send(.right)
        #expect(host.screen.lines[0] == "1  …hijklmnopqrstuv…")
        // When → reaches the end: the widest line's last column at the right edge, and no further
        host.send(.right)
        #expect(host.screen.lines[0] == "1  …klmnopqrstuvwxyz")
        #expect(text.leftColumn == text.lastLeftColumn)
        #expect(host.rowsRedrawn { host.send(.right) } == 0, "nothing moved, nothing drawn")
        #expect(host.screen.lines[0] == "1  …klmnopqrstuvwxyz")
        // When ← is pressed back to the start: the line as it was, and no further
        host.send(.left)
        #expect(host.screen.lines[0] == "1  …cdefghijklmnopq…")
        host.send(.left)
        host.send(.left)
        #expect(host.screen.lines[0] == "1  0123456789abcdef…")
        #expect(host.screen.lines[1] == "2  short")
        #expect(text.leftColumn == 0)
        #expect(host.rowsRedrawn { host.send(.left) } == 0, "nothing moved, nothing drawn")
    }

    @Test("a wide character is never split at either cut: a space stands in for the half that would show")
    func wideCharactersScrolled() {
        // Given a line of 2-column characters, 40 columns wide, in a 20-column view scrolling 3 columns a key
        let (host, text) = host(count: 1, numbered: false)
        text.lines = [String(repeating: "中文", count: 10)]
        text.horizontalScrollStep = 3
        host.render()
        #expect(host.screen.lines[0] == String(repeating: "中文", count: 4) + "中…")
        // When it scrolls to column 3: … covers column 3, the character at 4–5 shows whole
        host.send(.right)
        #expect(host.screen.lines[0] == "…" + String(repeating: "中文", count: 4) + "中…")
        // When it scrolls to column 8: … covers the left half of the 中 at 8–9, its right half is left blank
        text.horizontalScrollStep = 5
        host.send(.right)
        #expect(text.leftColumn == 8)
        #expect(host.screen.lines[0] == "… " + String(repeating: "文中", count: 4) + "…")
        // When it reaches the end: the last character whole at the right edge
        host.send(.right)
        host.send(.right)
        host.send(.right)
        #expect(text.leftColumn == 20)
        #expect(host.screen.lines[0] == "… " + String(repeating: "文中", count: 4) + "文")
    }

    @Test("lines no wider than the view do not scroll sideways, and new lines start at column 0")
    func narrowTextStays() {
        let (host, text) = host(count: 1, numbered: false)
        text.lines = ["short", String(repeating: "z", count: 30)]
        host.send(.right)
        #expect(text.leftColumn == 8)
        // When the lines are replaced by narrower ones: back at column 0, and ← → are not the text view's
        text.lines = ["short"]
        host.render()
        #expect(text.leftColumn == 0)
        #expect(!text.scrollsHorizontally)
        #expect(!text.handleKey(.right))
        #expect(host.screen.lines[0] == "short")
    }

    @Test("a string clipped to columns starts with … when cut on the left and ends in … when cut on the right")
    func clippedColumns() {
        #expect("let total = 12".clipped(fromColumn: 4, toWidth: 6) == "…otal…")
        #expect("let total = 12".clipped(fromColumn: 8, toWidth: 6) == "… = 12")
        #expect("let total = 12".clipped(fromColumn: 0, toWidth: 6) == "let t…")
        #expect("let".clipped(fromColumn: 8, toWidth: 6) == "…", "all of it to the left")
        #expect("".clipped(fromColumn: 8, toWidth: 6) == "")
        #expect("ab中文".clipped(fromColumn: 2, toWidth: 4) == "… 文")
        #expect("ab中文xyz".clipped(fromColumn: 1, toWidth: 4) == "…中…")
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
