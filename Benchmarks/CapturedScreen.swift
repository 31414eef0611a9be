import Foundation

/// A terminal screen as `tmux capture-pane -e -N -p` prints it — each line a series of runs of text in one style —
/// so an ncurses program can draw the very screen the app drew (see ``NcursesListApp``).
///
/// The capture carries styles as SGR sequences (`ESC [ … m`), and a style runs on across line ends. Only what a
/// text screen uses is kept: bold, dim, underline, reverse and the 256 palette colours; a direct RGB colour, or a
/// parameter it does not understand, is noted in ``unsupported`` (the screen could not be drawn the same). Any other
/// escape sequence is skipped.
struct CapturedScreen {
    /// How a run of text looks.
    struct Style: Hashable {
        var bold = false
        var dim = false
        var underline = false
        var reverse = false
        /// A palette index, or -1 for the terminal's default.
        var foreground: Int16 = -1
        /// A palette index, or -1 for the terminal's default.
        var background: Int16 = -1
    }

    /// Text drawn in one style.
    struct Run {
        var text: String
        var style: Style
    }

    /// The screen's lines, top first.
    private(set) var lines: [[Run]] = []
    /// The SGR parameters seen that this type cannot keep (an RGB colour, a sub-parameter); empty when none.
    private(set) var unsupported: Set<String> = []

    /// Parses `capture`, the output of `tmux capture-pane -e -N -p`.
    init(capture: String) {
        var style = Style()
        var line: [Run] = []
        var text = ""
        var scalars = capture.unicodeScalars.makeIterator()
        func endRun() {
            if !text.isEmpty { line.append(Run(text: text, style: style)) }
            text = ""
        }
        while let scalar = scalars.next() {
            switch scalar {
            case "\n":
                endRun()
                lines.append(line)
                line = []
            case "\u{1B}":
                guard scalars.next() == "[" else { continue }
                var parameters = ""
                var final: Unicode.Scalar?
                while let next = scalars.next() {
                    if (0x40...0x7E).contains(next.value) {
                        final = next
                        break
                    }
                    parameters.unicodeScalars.append(next)
                }
                guard final == "m" else { continue }
                endRun()
                if !style.apply(parameters) { unsupported.insert(parameters) }
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        endRun()
        if !line.isEmpty { lines.append(line) }
    }

    /// The lines of the selected row: the lowest block of consecutive lines below the first (a title bar) that are
    /// in reverse video from end to end; `nil` when there is none.
    var selectedRow: Range<Int>? {
        var end: Int?
        for index in lines.indices.dropFirst().reversed() {
            let reversed = !lines[index].isEmpty && lines[index].allSatisfy(\.style.reverse)
            if let last = end {
                if !reversed { return (index + 1)..<last }
            } else if reversed {
                end = index + 1
            }
        }
        return end.map { 1..<$0 }
    }

    /// The first line at which this screen and `other` show different cells — a character or a style — or `nil`
    /// when they show the same: blanks in the default style at the end of a line count as nothing, as on a
    /// terminal.
    func firstDifference(from other: CapturedScreen) -> Int? {
        for y in 0..<max(lines.count, other.lines.count)
        where Self.cells(of: lines, y) != Self.cells(of: other.lines, y) {
            return y
        }
        return nil
    }

    /// Line `y`'s cells, one a character, without its trailing default blanks.
    private static func cells(of lines: [[Run]], _ y: Int) -> [Cell] {
        guard lines.indices.contains(y) else { return [] }
        var cells = lines[y].flatMap { run in run.text.map { Cell(character: $0, style: run.style) } }
        while let last = cells.last, last.character == " ", last.style == Style() { cells.removeLast() }
        return cells
    }

    /// `mvx-bench compare-screens A B`: exit status 0 when the captures in files A and B show the same cells, 1 (and
    /// the first line that differs, on standard error) when not, 66 when one cannot be read.
    static func compare(_ paths: [String]) -> Int32 {
        let screens = paths.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }.map(CapturedScreen.init)
        guard paths.count == 2, screens.count == 2 else {
            FileHandle.standardError.write(Data("usage: mvx-bench compare-screens A B (two readable files)\n".utf8))
            return 66
        }
        guard let line = screens[0].firstDifference(from: screens[1]) else { return 0 }
        FileHandle.standardError.write(Data("the screens differ from line \(line + 1) on\n".utf8))
        return 1
    }

    /// One character on the screen and its style.
    private struct Cell: Equatable {
        let character: Character
        let style: Style
    }
}

extension CapturedScreen.Style {
    /// Applies the parameters of one SGR sequence (`"0;1;7"`, `"38;5;33"`, `""`); answers `false` when they hold
    /// something it cannot keep (a direct RGB colour, a colon sub-parameter), having applied the rest.
    fileprivate mutating func apply(_ parameters: String) -> Bool {
        var understood = true
        var codes = parameters.split(separator: ";", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? 0 : Int($0) ?? -1 }.makeIterator()
        while let code = codes.next() {
            switch code {
            case 0: self = Self()
            case 1: bold = true
            case 2: dim = true
            case 4: underline = true
            case 7: reverse = true
            case 22: (bold, dim) = (false, false)
            case 24: underline = false
            case 27: reverse = false
            case 30...37: foreground = Int16(code - 30)
            case 90...97: foreground = Int16(code - 90 + 8)
            case 39: foreground = -1
            case 40...47: background = Int16(code - 40)
            case 100...107: background = Int16(code - 100 + 8)
            case 49: background = -1
            case 38, 48:
                guard let colour = Self.paletteColour(&codes) else {
                    understood = false
                    continue
                }
                if code == 38 { foreground = colour } else { background = colour }
            default: understood = false  // italic, blink, a code it does not know: the reference could not draw it
            }
        }
        return understood
    }

    /// The colour of a `38;…`/`48;…` sequence: `5;N` is palette index N; anything else (`2;R;G;B`) is `nil`, its
    /// parameters used up.
    private static func paletteColour(_ codes: inout IndexingIterator<[Int]>) -> Int16? {
        switch codes.next() {
        case 5:
            guard let index = codes.next(), (0...255).contains(index) else { return nil }
            return Int16(index)
        case 2:
            for _ in 0..<3 { _ = codes.next() }
            return nil
        default:
            return nil
        }
    }
}
