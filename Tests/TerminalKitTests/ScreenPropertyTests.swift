import PropertyBased
import Testing

@testable import TerminalKit

/// Text mixing ASCII, CJK, emoji and a combining mark, so wide characters land on every column parity.
private let pieces = ["a", "b", " ", "中", "文", "😀", "e\u{301}", "…"]
private let text = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...12).map { $0.map { pieces[$0] }.joined() }
private let column = Gen.int(in: -3...12)
private let clipEdge = Gen.int(in: 0...10)

@Suite("Screen properties")
struct ScreenPropertyTests {
    @Test("drawing over existing text never leaves half a wide character, and never touches cells outside the clip")
    func wideCharactersStayWhole() async {
        await propertyCheck(count: 400, input: text, text, column, clipEdge, clipEdge) {
            background, foreground, x, left, width in
            // Given a row already holding text
            var screen = Screen(size: Size(width: 10, height: 1))
            screen.draw(background, at: .zero)
            let before = screen
            let clip = Rect(x: left, y: 0, width: width, height: 1)
            // When
            screen.draw(foreground, at: Point(x: x, y: 0), clip: clip)
            // Then every continuation cell follows a wide character
            for index in 0..<10 where screen[index, 0].isContinuation {
                #expect(index > 0 && DisplayWidth.of(screen[index - 1, 0].text) == 2)
            }
            for index in 0..<10 where DisplayWidth.of(screen[index, 0].text) == 2 {
                #expect(index < 9 && screen[index + 1, 0].isContinuation)
            }
            // And cells outside the clip changed only to blank a half of a wide character cut by the clip
            for index in 0..<10 where !clip.contains(Point(x: index, y: 0)) && screen[index, 0] != before[index, 0] {
                #expect(screen[index, 0].text == " " && (index == clip.minX - 1 || index == clip.maxX))
            }
        }
    }

    @Test("the changed runs cover exactly the cells that differ")
    func runsCoverChanges() async {
        await propertyCheck(count: 300, input: text, text, column) { first, second, x in
            var old = Screen(size: Size(width: 10, height: 2))
            old.draw(first, at: Point(x: 0, y: 1))
            var new = old
            new.draw(second, at: Point(x: x, y: 1))
            let covered = Set(
                new.changedRuns(from: old).flatMap { run in run.columns.map { Point(x: $0, y: run.row) } })
            for y in 0..<2 {
                for x in 0..<10 where new[x, y] != old[x, y] {
                    #expect(covered.contains(Point(x: x, y: y)))
                }
            }
        }
    }
}
