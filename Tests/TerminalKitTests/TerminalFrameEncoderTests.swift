import PropertyBased
import Testing

@testable import TerminalKit

/// One piece of text drawn somewhere in one of a few styles.
private struct Stroke: Sendable {
    var x: Int
    var y: Int
    var text: String
    var style: Style
}

private let palette: [Style] = [
    .plain, Style(foreground: .red), Style(background: .bright(.blue), bold: true), Style(inverse: true),
    Style(foreground: .bright(.green), dim: true, underline: true),
]
private let words = ["hello", "中文字", "a", "表", "🙂ok", "MVX · 新闻", "  ", "x\u{1B}[31my"]
private let strokes = zip(Gen.int(in: -2...12), Gen.int(in: 0...3), Gen.element(of: words), Gen.int(in: 0...4))
    .map { Stroke(x: $0, y: $1, text: $2 ?? "", style: palette[$3]) }
    .array(of: 0...12)

private let size = Size(width: 12, height: 4)

private func screen(_ strokes: [Stroke]) -> Screen {
    var screen = Screen(size: size)
    for stroke in strokes {
        screen.draw(stroke.text, at: Point(x: stroke.x, y: stroke.y), style: stroke.style)
    }
    return screen
}

@Suite("ANSI frame encoder")
struct TerminalFrameEncoderTests {
    @Test("replaying the bytes of a first frame and then of a changed frame shows exactly each frame")
    func replayShowsTheFrame() async {
        await propertyCheck(count: 300, input: strokes, strokes) { first, second in
            // Given
            var encoder = ANSIFrameEncoder()
            var terminal = ReplayTerminal(size: size)
            let firstScreen = screen(first)
            let secondScreen = screen(first + second)
            // When
            terminal.replay(encoder.encode(firstScreen, previous: nil))
            let afterFirst = terminal.screen
            terminal.replay(encoder.encode(secondScreen, previous: firstScreen))
            // Then
            #expect(afterFirst == firstScreen)
            #expect(terminal.screen == secondScreen)
        }
    }

    @Test("an unchanged frame writes nothing")
    func unchangedFrameIsSilent() {
        // Given
        var encoder = ANSIFrameEncoder()
        let frame = screen([Stroke(x: 0, y: 0, text: "hello 中文", style: .plain)])
        _ = encoder.encode(frame, previous: nil)
        // When
        let bytes = encoder.encode(frame, previous: frame)
        // Then
        #expect(bytes.isEmpty)
    }

    @Test("a one-row update of an 80-column screen writes that row only, in under twice its width")
    func oneRowUpdate() {
        // Given
        var encoder = ANSIFrameEncoder()
        var before = Screen(size: Size(width: 80, height: 24))
        for row in 0..<24 {
            before.draw("row \(row) · 第\(row)行 " + String(repeating: "=", count: 60), at: Point(x: 0, y: row))
        }
        var after = before
        after.draw(String(repeating: "#", count: 80), at: Point(x: 0, y: 7), style: Style(inverse: true))
        _ = encoder.encode(before, previous: nil)
        // When
        let bytes = encoder.encode(after, previous: before)
        // Then
        var terminal = ReplayTerminal(size: after.size)
        terminal.replay(encoder.encode(before, previous: nil) + encoder.encode(after, previous: before))
        #expect(terminal.screen == after)
        #expect(bytes.count <= 160)
        #expect(bytes.count >= 80)
    }

    @Test("control characters inside a cell are written as blanks, never as raw bytes")
    func controlCharactersAreNeutralised() {
        // Given
        var encoder = ANSIFrameEncoder()
        var frame = Screen(size: Size(width: 4, height: 1))
        frame.fill(Rect(x: 0, y: 0, width: 4, height: 1), with: Cell(text: "x"))
        frame.fill(Rect(x: 1, y: 0, width: 2, height: 1), with: Cell(text: "\u{1B}[2J"))
        // When
        var terminal = ReplayTerminal(size: frame.size)
        terminal.replay(encoder.encode(frame, previous: nil))
        // Then
        #expect(terminal.screen.line(0) == "x  x")
    }
}
