/// Turns a frame into the bytes that bring a terminal from the previous frame to it: only the changed cells, with
/// the fewest cursor moves and style changes it can manage.
///
/// It remembers where it left the cursor and which style is in effect, so consecutive changes need no cursor move
/// and a run of one style sets it once. Wide characters are written once and their continuation cells skipped;
/// control characters in a cell never reach the terminal.
public struct ANSIFrameEncoder: Sendable {
    /// Where the cursor is, or `nil` when unknown (after a full clear, or parked past the right edge).
    private var cursor: Point?
    /// The style the terminal draws with now, or `nil` when unknown.
    private var style: Style?

    /// The bytes of the last encoded frame.
    public private(set) var lastFrameByteCount = 0
    /// The bytes of every frame encoded so far.
    public private(set) var totalByteCount = 0

    /// Creates an encoder that assumes nothing about the terminal.
    public init() {}

    /// The bytes that turn `previous` into `screen` on the terminal; with `previous == nil` the terminal is cleared
    /// and every non-blank cell written.
    public mutating func encode(_ screen: Screen, previous: Screen?) -> [UInt8] {
        var bytes: [UInt8] = []
        let base: Screen
        if let previous, previous.size == screen.size {
            base = previous
        } else {
            bytes += ANSI.resetStyle + ANSI.clearScreen
            style = .plain
            cursor = .zero
            base = Screen(size: screen.size)
        }
        for run in screen.changedRuns(from: base) {
            write(run, of: screen, into: &bytes)
        }
        lastFrameByteCount = bytes.count
        totalByteCount += bytes.count
        return bytes
    }

    /// Forgets the cursor position and style: the next frame sets both again (after anything else wrote).
    public mutating func invalidate() {
        cursor = nil
        style = nil
    }

    private mutating func write(_ run: ScreenRun, of screen: Screen, into bytes: inout [UInt8]) {
        var x = run.columns.lowerBound
        while x < run.columns.upperBound {
            let cell = screen[x, run.row]
            if cell.isContinuation {
                x += 1  // the right half of a wide character written just before (or cut off): nothing to write
                continue
            }
            moveCursor(to: Point(x: x, y: run.row), into: &bytes)
            if style != cell.style {
                ANSI.setStyle(cell.style, into: &bytes)
                style = cell.style
            }
            let width = appendText(of: cell, into: &bytes)
            x += width
            cursor = x < screen.size.width ? Point(x: x, y: run.row) : nil
        }
    }

    /// Moves the cursor to `target` unless it is there: a short forward move on the same row, otherwise absolute.
    private mutating func moveCursor(to target: Point, into bytes: inout [UInt8]) {
        guard cursor != target else { return }
        if let cursor, cursor.y == target.y, target.x > cursor.x, target.x - cursor.x < 100 {
            ANSI.moveCursorForward(target.x - cursor.x, into: &bytes)
        } else {
            ANSI.moveCursor(toX: target.x, y: target.y, into: &bytes)
        }
        cursor = target
    }

    /// Appends a cell's text and answers the columns it takes: its display width, or 1 for a blank written in its
    /// place when the text is empty, zero-width or holds a control character.
    private func appendText(of cell: Cell, into bytes: inout [UInt8]) -> Int {
        let utf8 = cell.text.utf8
        if utf8.count == 1, let byte = utf8.first, byte >= 0x20, byte != 0x7F {
            bytes.append(byte)
            return 1
        }
        let width = cell.text.displayWidth
        let hasControl = cell.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
        guard width > 0, !hasControl else {
            bytes.append(UInt8(ascii: " "))
            return 1
        }
        bytes += utf8
        return min(width, 2)
    }
}
