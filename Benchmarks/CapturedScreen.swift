import TerminalKit

/// A terminal screen as `tmux capture-pane -e -N -p` prints it — each line a series of runs of text in one style —
/// so an ncurses program can draw the very screen the app drew (see ``NcursesListApp``).
///
/// The capture carries styles as SGR sequences (`ESC [ … m`), and a style runs on across line ends. Only what a
/// text screen uses is kept: bold, dim, underline, reverse and the 256 palette colours (a direct RGB colour counts
/// as the default); any other escape sequence is skipped.
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
                style.apply(parameters)
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
}

extension CapturedScreen.Style {
    /// Applies the parameters of one SGR sequence (`"0;1;7"`, `"38;5;33"`, `""`).
    fileprivate mutating func apply(_ parameters: String) {
        var codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
            .makeIterator()
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
                let colour = Self.extendedColour(&codes)
                if code == 38 { foreground = colour } else { background = colour }
            default: continue
            }
        }
    }

    /// The colour of a `38;…`/`48;…` sequence: `5;N` is palette index N; `2;R;G;B` counts as the default.
    private static func extendedColour(_ codes: inout IndexingIterator<[Int]>) -> Int16 {
        switch codes.next() {
        case 5:
            guard let index = codes.next(), (0...255).contains(index) else { return -1 }
            return Int16(index)
        case 2:
            for _ in 0..<3 { _ = codes.next() }
            return -1
        default:
            return -1
        }
    }
}
