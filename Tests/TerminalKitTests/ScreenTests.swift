import Testing

@testable import TerminalKit

@Suite("Screen: drawing text into cells")
struct ScreenTests {
    @Test("CJK and emoji take two cells, the second a continuation the text view skips")
    func wideCharacters() {
        // Given
        var screen = Screen(size: Size(width: 10, height: 1))
        // When
        let end = screen.draw("中a😀", at: .zero)
        // Then
        #expect(end == 5)
        #expect(screen[0, 0].text == "中")
        #expect(screen[1, 0].isContinuation)
        #expect(screen[2, 0].text == "a")
        #expect(screen[3, 0].text == "😀")
        #expect(screen[4, 0].isContinuation)
        #expect(screen.text == "中a😀")
    }

    @Test("a wide character straddling the right clip edge becomes a space; nothing leaks past the edge")
    func clipRightEdge() {
        // Given
        var screen = Screen(size: Size(width: 6, height: 1))
        screen.fill(screen.bounds, with: Cell(text: "."))
        // When: columns 0..<3 are drawable, "ab中" would need 4
        screen.draw("ab中", at: .zero, clip: Rect(x: 0, y: 0, width: 3, height: 1))
        // Then
        #expect(screen.line(0) == "ab ...")
        #expect(!screen[3, 0].isContinuation)
    }

    @Test("a wide character straddling the left clip edge shows as a space on its visible half")
    func clipLeftEdge() {
        // Given
        var screen = Screen(size: Size(width: 6, height: 1))
        screen.fill(screen.bounds, with: Cell(text: "."))
        // When: the text starts one column left of the clip
        screen.draw("中文", at: Point(x: 1, y: 0), clip: Rect(x: 2, y: 0, width: 4, height: 1))
        // Then
        #expect(screen.line(0) == ".. 文.")
    }

    @Test("overwriting half of a wide character blanks its other half")
    func overwriteHalf() {
        // Given
        var screen = Screen(size: Size(width: 4, height: 1))
        screen.draw("中文", at: .zero)
        // When
        screen.draw("x", at: Point(x: 1, y: 0))
        screen.draw("y", at: Point(x: 2, y: 0))
        // Then
        #expect(screen.line(0) == " xy")
        #expect(screen.cells.allSatisfy { !$0.isContinuation })
    }

    @Test("combining marks join their base character; zero-width characters take no cell")
    func zeroWidth() {
        // Given
        var screen = Screen(size: Size(width: 8, height: 1))
        // When: e + combining acute, a zero-width space, then b
        let end = screen.draw("e\u{301}\u{200B}b", at: .zero)
        // Then
        #expect(end == 2)
        #expect(screen.line(0) == "e\u{301}b")
    }

    @Test("styles are kept per cell")
    func styles() {
        // Given
        var screen = Screen(size: Size(width: 6, height: 1))
        // When
        screen.draw("ab", at: .zero, style: Style(foreground: .red, bold: true))
        screen.draw("cd", at: Point(x: 2, y: 0), style: Style(inverse: true))
        // Then
        #expect(screen[0, 0].style == Style(foreground: .red, bold: true))
        #expect(screen[3, 0].style.inverse)
        #expect(screen[4, 0].style == .plain)
    }

    @Test("text trims trailing spaces per line and keeps every row")
    func text() {
        // Given
        var screen = Screen(size: Size(width: 5, height: 3))
        // When
        screen.draw("hi", at: Point(x: 1, y: 1))
        // Then
        #expect(screen.text == "\n hi\n")
    }

    @Test("changed runs cover only the changed cells, widened to whole wide characters")
    func changedRuns() {
        // Given
        var old = Screen(size: Size(width: 10, height: 3))
        old.draw("hello", at: .zero)
        old.draw("中文", at: Point(x: 0, y: 2))
        var new = old
        // When
        new.draw("J", at: Point(x: 0, y: 0))
        new.draw("x", at: Point(x: 3, y: 2))
        // Then: row 2 changed at column 3 (the right half of 文), widened to 2..<4
        #expect(new.changedRuns(from: old) == [ScreenRun(row: 0, columns: 0..<1), ScreenRun(row: 2, columns: 2..<4)])
        #expect(new.changedRows(from: old) == [0, 2])
        #expect(old.changedRuns(from: old).isEmpty)
    }

    @Test("screens of different sizes differ everywhere")
    func resizedDiff() {
        let small = Screen(size: Size(width: 3, height: 2))
        let large = Screen(size: Size(width: 4, height: 2))
        #expect(
            large.changedRuns(from: small) == [ScreenRun(row: 0, columns: 0..<4), ScreenRun(row: 1, columns: 0..<4)])
    }
}
