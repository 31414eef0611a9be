import Testing

@testable import TerminalKit

/// A tiny terminal for tests: it understands exactly the sequences a frame encoder may write (cursor position,
/// cursor forward, clear, SGR, mode switches, scroll region and scroll up/down) and fails the test on anything
/// else, so "replaying the bytes gives
/// the frame" checks what a real terminal would show.
struct ReplayTerminal {
    private(set) var screen: Screen
    private var cursor = Point.zero
    private var style = Style.plain
    /// The scroll region's rows; `nil` for the whole screen.
    private var margins: Range<Int>?

    init(size: Size) {
        screen = Screen(size: size)
    }

    mutating func replay(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x1B {
                index = controlSequence(bytes, from: index)
                continue
            }
            let length = bytes[index] < 0x80 ? 1 : bytes[index] < 0xE0 ? 2 : bytes[index] < 0xF0 ? 3 : 4
            let text = String(decoding: bytes[index..<min(index + length, bytes.count)], as: UTF8.self)
            index += length
            #expect(text.unicodeScalars.allSatisfy { $0.value >= 0x20 }, "a control byte reached the terminal")
            screen.draw(text, at: cursor, style: style)
            cursor.x += text.displayWidth
        }
    }

    private mutating func controlSequence(_ bytes: [UInt8], from start: Int) -> Int {
        #expect(start + 1 < bytes.count && bytes[start + 1] == UInt8(ascii: "["), "only CSI sequences are written")
        var end = start + 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else {
            Issue.record("unfinished escape sequence")
            return bytes.count
        }
        let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        switch (bytes[end], parameters.hasPrefix("?")) {
        case (UInt8(ascii: "H"), false):
            cursor = Point(x: max(numbers.count > 1 ? numbers[1] : 1, 1) - 1, y: max(numbers[0], 1) - 1)
        case (UInt8(ascii: "C"), false):
            cursor.x += max(numbers[0], 1)
        case (UInt8(ascii: "J"), false):
            screen = Screen(size: screen.size)
        case (UInt8(ascii: "m"), false):
            style = Self.style(numbers)
        case (UInt8(ascii: "h"), true), (UInt8(ascii: "l"), true):
            break
        case (UInt8(ascii: "r"), false):
            margins = parameters.isEmpty ? nil : (max(numbers[0], 1) - 1)..<min(numbers[1], screen.size.height)
            cursor = .zero
        case (UInt8(ascii: "S"), false), (UInt8(ascii: "T"), false):
            let count = max(numbers[0], 1)
            scroll(by: bytes[end] == UInt8(ascii: "S") ? -count : count)
        default:
            Issue.record("unexpected sequence ESC[\(parameters)\(Character(Unicode.Scalar(bytes[end])))")
        }
        return end + 1
    }

    /// Scrolls the region as a terminal does: rows scrolled in are blank in the current background (xterm's
    /// background colour erase), so a style left set before a scroll shows.
    private mutating func scroll(by offset: Int) {
        let rows = margins ?? 0..<screen.size.height
        screen.moveRows(rows, by: offset)
        let scrolledIn =
            offset < 0 ? (rows.upperBound + offset)..<rows.upperBound : rows.lowerBound..<(rows.lowerBound + offset)
        screen.fill(
            Rect(x: 0, y: scrolledIn.lowerBound, width: screen.size.width, height: scrolledIn.count),
            with: Cell(text: " ", style: Style(background: style.background)))
    }

    private static func style(_ codes: [Int]) -> Style {
        let colors: [Color] = [.black, .red, .green, .yellow, .blue, .magenta, .cyan, .white]
        var style = Style.plain
        for code in codes {
            switch code {
            case 0: style = .plain
            case 1: style.bold = true
            case 2: style.dim = true
            case 4: style.underline = true
            case 7: style.inverse = true
            case 30...37: style.foreground = colors[code - 30]
            case 40...47: style.background = colors[code - 40]
            case 90...97: style.foreground = .bright(colors[code - 90])
            case 100...107: style.background = .bright(colors[code - 100])
            default: Issue.record("unexpected SGR code \(code)")
            }
        }
        return style
    }
}

@Suite("Replay terminal")
struct TerminalReplayTests {
    @Test("the replay terminal draws text, moves the cursor and applies styles like a terminal")
    func replayBasics() {
        // Given
        var terminal = ReplayTerminal(size: Size(width: 10, height: 2))
        // When
        terminal.replay(Array("\u{1B}[2;3H\u{1B}[0;1;31m中x\u{1B}[2Cy\u{1B}[m\u{1B}[1;1Hz".utf8))
        // Then
        var expected = Screen(size: Size(width: 10, height: 2))
        expected.draw("z", at: Point(x: 0, y: 0))
        expected.draw("中x", at: Point(x: 2, y: 1), style: Style(foreground: .red, bold: true))
        expected.draw("y", at: Point(x: 7, y: 1), style: Style(foreground: .red, bold: true))
        #expect(terminal.screen == expected)
    }
}
