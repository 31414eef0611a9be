/// Turns a frame into the bytes that bring a terminal from the previous frame to it: only the changed cells, with
/// the fewest cursor moves and style changes it can manage, and rows that moved scrolled rather than rewritten.
///
/// It remembers where it left the cursor and which style is in effect, so consecutive changes need no cursor move
/// and a run of one style sets it once. Wide characters are written once and their continuation cells skipped;
/// control characters in a cell never reach the terminal.
public struct ANSIFrameEncoder: Sendable {
    /// Where the cursor is, or `nil` when unknown (after a full clear, or parked past the right edge).
    private var cursor: Point?
    /// The style the terminal draws with now, or `nil` when unknown.
    private var style: Style?

    /// Whether moved rows are scrolled with the terminal's scroll region (`ESC[top;bottom r` and `ESC[n S`/`T`,
    /// which xterm, VTE, tmux, screen and the Linux console all know); when `false` they are rewritten.
    public var usesScrollRegion = true

    /// The bytes of the last encoded frame.
    public private(set) var lastFrameByteCount = 0
    /// The bytes of every frame encoded so far.
    public private(set) var totalByteCount = 0

    /// Creates an encoder that assumes nothing about the terminal.
    public init() {}

    /// The bytes that turn `previous` into `screen` on the terminal, comparing every row; with `previous == nil`
    /// the terminal is cleared and every non-blank cell written.
    public mutating func encode(_ screen: Screen, previous: Screen?) -> [UInt8] {
        encode(screen, previous: previous, changes: nil)
    }

    /// The bytes that turn `previous` into `screen`, where `changes` says how `screen` came from `previous`
    /// (``Screen/takeChanges()`` after the frame `previous` was presented): only the touched rows are compared,
    /// and moved rows are scrolled on the terminal.
    public mutating func encode(_ screen: Screen, previous: Screen?, changes: ScreenChanges?) -> [UInt8] {
        var out = ByteWriter(capacity: lastFrameByteCount + 256)
        let height = screen.size.height
        var blankRow: [Cell] = []  // made only when a row scrolled in blank is written
        if let previous, previous.size == screen.size {
            var source: [Int] = []  // the previous row each terminal row shows; -1: a blank row (only after a scroll)
            let rows: [Int]
            if let changes {
                if usesScrollRegion {
                    if !changes.scrolls.isEmpty { source = Array(0..<height) }
                    for scroll in changes.scrolls {
                        self.scroll(scroll, source: &source, into: &out)
                    }
                    rows = changes.drawnRows
                } else {
                    rows = changes.touchedRows
                }
            } else {
                rows = Array(0..<height)
            }
            for y in rows {
                let from = source.isEmpty ? y : source[y]
                if from < 0, blankRow.isEmpty { blankRow = [Cell](repeating: .blank, count: screen.size.width) }
                let old = from >= 0 ? previous.row(from) : blankRow[...]
                write(row: y, of: screen, over: old, into: &out)
            }
        } else {
            out.append(contentsOf: ANSI.resetStyle)
            out.append(contentsOf: ANSI.clearScreen)
            style = .plain
            cursor = .zero
            let blank = [Cell](repeating: .blank, count: screen.size.width)
            for y in 0..<height {
                write(row: y, of: screen, over: blank[...], into: &out)
            }
        }
        lastFrameByteCount = out.count
        totalByteCount += out.count
        return out.bytes
    }

    /// Forgets the cursor position and style: the next frame sets both again (after anything else wrote).
    public mutating func invalidate() {
        cursor = nil
        style = nil
    }

    /// Scrolls the terminal's rows as `scroll` moved the screen's, in the plain style so the rows scrolled in
    /// are blank.
    private mutating func scroll(_ scroll: ScreenScroll, source: inout [Int], into bytes: inout ByteWriter) {
        if style != .plain {
            ANSI.setStyle(.plain, into: &bytes)
            style = .plain
        }
        ANSI.scroll(scroll.rows, by: scroll.offset, into: &bytes)
        cursor = nil
        let before = source
        for y in scroll.rows {
            let from = y - scroll.offset
            source[y] = scroll.rows.contains(from) ? before[from] : -1
        }
    }

    private mutating func write(row y: Int, of screen: Screen, over old: ArraySlice<Cell>, into bytes: inout ByteWriter)
    {
        let new = screen.row(y)
        let width = screen.size.width
        let changed = Screen.changedColumns(new, old)
        guard !changed.isEmpty else { return }
        new.withUnsafeBufferPointer { cells in
            for columns in changed {
                var x = columns.lowerBound
                while x < columns.upperBound {
                    let cell = cells[x]
                    if cell.isContinuation {
                        x += 1  // the right half of a wide character written just before (or cut off): nothing to write
                        continue
                    }
                    moveCursor(to: Point(x: x, y: y), into: &bytes)
                    if style != cell.style {
                        ANSI.setStyle(cell.style, into: &bytes)
                        style = cell.style
                    }
                    x += Self.appendText(of: cell, into: &bytes)
                    // The cursor is now at x: the cells that follow in the same style need neither a move nor a
                    // style.
                    x = Self.appendRun(of: cells, from: x, to: columns.upperBound, style: cell.style, into: &bytes)
                    cursor = x < width ? Point(x: x, y: y) : nil
                }
            }
        }
    }

    /// Appends the cells from column `start` on that are in `style`, stopping before `end` or the first cell in
    /// another style or a continuation (a wide character cut off); answers the column it stopped at. A run of
    /// printable ASCII is a store a cell, after one check for room.
    private static func appendRun(
        of cells: UnsafeBufferPointer<Cell>, from start: Int, to end: Int, style: Style, into bytes: inout ByteWriter
    ) -> Int {
        var x = start
        while x < end {
            let cell = cells[x]
            guard !cell.isContinuation, cell.style == style else { break }
            guard Self.isPrintableASCII(cell) else {
                x += appendText(of: cell, into: &bytes)
                continue
            }
            // A run of printable ASCII: one pass, a store a cell.
            bytes.reserve(end - x)
            repeat {
                bytes.appendReserved(UInt8(truncatingIfNeeded: cells[x].glyph))
                x += 1
            } while x < end && Self.isPrintableASCII(cells[x]) && cells[x].style == style
        }
        return x
    }

    @inline(__always)
    private static func isPrintableASCII(_ cell: Cell) -> Bool {
        cell.glyph &- 0x20 < 0x5F  // 0x20...0x7E in one unsigned compare
    }

    /// Moves the cursor to `target` unless it is there: a short forward move on the same row, otherwise absolute.
    private mutating func moveCursor(to target: Point, into bytes: inout ByteWriter) {
        guard cursor != target else { return }
        if let cursor, cursor.y == target.y, target.x > cursor.x, target.x - cursor.x < 100 {
            ANSI.moveCursorForward(target.x - cursor.x, into: &bytes)
        } else {
            ANSI.moveCursor(toX: target.x, y: target.y, into: &bytes)
        }
        cursor = target
    }

    /// Appends a cell's text and answers the columns it takes: its display width, or 1 for a blank written in its
    /// place when the text is zero-width or a control character.
    private static func appendText(of cell: Cell, into bytes: inout ByteWriter) -> Int {
        let glyph = cell.glyph
        if glyph < 0x80 {
            bytes.append(glyph >= 0x20 && glyph != 0x7F ? UInt8(glyph) : UInt8(ascii: " "))
            return 1
        }
        let value = glyph & Cell.valueMask
        if glyph & Cell.clusterBit == 0, value > 0x9F, cell.isWide || DisplayWidth.simpleWidth(of: value) == 1 {
            // One printable scalar (the common case: CJK, punctuation): its UTF-8 bytes, encoded here.
            if value < 0x800 {
                bytes.append(UInt8(0xC0 | value >> 6))
            } else {
                if value < 0x1_0000 {
                    bytes.append(UInt8(0xE0 | value >> 12))
                } else {
                    bytes.append(UInt8(0xF0 | value >> 18))
                    bytes.append(UInt8(0x80 | (value >> 12) & 0x3F))
                }
                bytes.append(UInt8(0x80 | (value >> 6) & 0x3F))
            }
            bytes.append(UInt8(0x80 | value & 0x3F))
            return cell.isWide ? 2 : 1
        }
        if glyph & Cell.clusterBit == 0, let scalar = Unicode.Scalar(value) {
            // One scalar: written as it is unless it is a C1 control or takes no column.
            guard scalar.value > 0x9F,
                cell.isWide || DisplayWidth.simpleWidth(of: scalar.value) == 1 || !DisplayWidth.isZeroWidth(scalar)
            else {
                bytes.append(UInt8(ascii: " "))
                return 1
            }
            bytes.append(contentsOf: scalar.utf8)
            return cell.isWide ? 2 : 1
        }
        let text = cell.text
        let width = text.displayWidth
        let hasControl = text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
        guard width > 0, !hasControl else {
            bytes.append(UInt8(ascii: " "))
            return 1
        }
        bytes.append(contentsOf: text.utf8)
        return min(width, 2)
    }
}
