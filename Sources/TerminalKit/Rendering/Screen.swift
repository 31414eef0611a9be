/// A frame of the terminal: `size.width × size.height` cells of character and style.
///
/// Views draw into it (through a ``DrawContext``); the headless host reads it as text; the live backend writes
/// what changed since the frame on the terminal. The screen remembers which rows were drawn into and which rows
/// were moved since ``takeChanges()`` (see ``ScreenChanges``), so presenting a frame costs what changed, not the
/// screen's area. Two screens are equal when their sizes and cells are; the change record is not compared.
public struct Screen: Hashable, Sendable {
    /// The width and height in cells.
    public private(set) var size: Size
    /// The cells, row by row.
    public private(set) var cells: [Cell]
    /// What changed since the last ``takeChanges()``.
    var changes: ScreenChanges

    /// Creates a screen of blank cells (every row counts as changed).
    public init(size: Size) {
        let clamped = Size(width: max(0, size.width), height: max(0, size.height))
        self.size = clamped
        self.cells = Array(repeating: .blank, count: clamped.width * clamped.height)
        self.changes = ScreenChanges(height: clamped.height, allChanged: true)
    }

    public static func == (lhs: Screen, rhs: Screen) -> Bool {
        lhs.size == rhs.size && lhs.cells == rhs.cells
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(size)
        hasher.combine(cells)
    }

    /// The whole screen as a rectangle.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The cell at column `x`, row `y`; a blank cell outside the screen.
    public subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return .blank }
        return cells[y * size.width + x]
    }

    /// The cells of one row (empty outside the screen).
    public func row(_ y: Int) -> ArraySlice<Cell> {
        guard y >= 0, y < size.height else { return [] }
        return cells[(y * size.width)..<((y + 1) * size.width)]
    }

    /// Answers what changed since the last call (drawn rows and moved rows) and starts a new record.
    public mutating func takeChanges() -> ScreenChanges {
        defer { changes = ScreenChanges(height: size.height) }
        return changes
    }

    /// Sets every cell of `rect` (clipped to the screen) to `cell`, repairing wide characters cut at its edges.
    public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let width = size.width
        for y in area.minY..<area.maxY {
            changes.markRow(y)
            // Only the edges can cut a wide character; the inside is overwritten whole.
            put(cell, x: area.minX, y: y)
            if area.width > 1 { put(cell, x: area.maxX - 1, y: y) }
            if area.width > 2 {
                let base = y * width
                for index in (base + area.minX + 1)..<(base + area.maxX - 1) {
                    cells[index] = cell
                }
            }
        }
    }

    /// Moves the cells of the rows `rows` by `offset` rows (down when positive), within those rows: what moves
    /// out of them is gone, and the rows left behind are blanked (and count as changed).
    ///
    /// The move is remembered as a ``ScreenScroll``, so a terminal can scroll instead of rewriting the rows.
    public mutating func moveRows(_ rows: Range<Int>, by offset: Int) {
        let band = rows.clamped(to: 0..<size.height)
        guard offset != 0, !band.isEmpty else { return }
        guard abs(offset) < band.count else {
            fill(Rect(x: 0, y: band.lowerBound, width: size.width, height: band.count))
            return
        }
        let width = size.width
        let kept = band.count - abs(offset)
        let from = (offset > 0 ? band.lowerBound : band.lowerBound - offset) * width
        let to = (offset > 0 ? band.lowerBound + offset : band.lowerBound) * width
        cells.withUnsafeMutableBufferPointer { cells in
            guard let base = cells.baseAddress else { return }
            (base + to).update(from: base + from, count: kept * width)
        }
        let vacated =
            offset > 0 ? band.lowerBound..<(band.lowerBound + offset) : (band.upperBound + offset)..<band.upperBound
        cells.replaceSubrange(
            (vacated.lowerBound * width)..<(vacated.upperBound * width),
            with: repeatElement(Cell.blank, count: vacated.count * width))
        changes.recordMove(of: band, by: offset)
    }

    /// Draws `text` starting at `point` in `style`, only inside `clip`; answers the column after the text.
    ///
    /// A wide character that would straddle the clip edge is drawn as a space on its visible half. Zero-width
    /// graphemes are skipped; a tab draws as a space.
    @discardableResult
    public mutating func draw(_ text: some StringProtocol, at point: Point, style: Style = .plain, clip: Rect? = nil)
        -> Int
    {
        let area = (clip ?? bounds).intersection(bounds)
        let y = point.y
        guard y >= area.minY, y < area.maxY else { return point.x + DisplayWidth.of(text) }
        changes.markRow(y)
        if let end = drawASCII(text, at: point, style: style, in: area) { return end }
        if let width = DisplayWidth.simpleWidth(of: text) {
            // Every scalar is a grapheme of its own: no grapheme breaking.
            var x = point.x
            for scalar in text.unicodeScalars {
                if x >= area.maxX { break }
                let columns = DisplayWidth.simpleWidth(of: scalar.value) ?? 0
                if columns == 0 { continue }
                let glyph = columns == 2 ? scalar.value | Cell.wideBit : scalar.value
                drawGlyph(glyph, columns: columns, x: x, y: y, style: style, in: area)
                x += columns
            }
            return point.x + width
        }
        var x = point.x
        for character in text {
            let (glyph, columns) = Self.glyph(of: character)
            if columns == 0 { continue }
            if x >= area.maxX {
                x += columns
                continue
            }
            drawGlyph(glyph, columns: columns, x: x, y: y, style: style, in: area)
            x += columns
        }
        return x
    }

    /// Draws a line already turned into glyphs (see ``GlyphRun``) at `point` in `style`, only inside `clip`: the
    /// same cells ``draw(_:at:style:clip:)`` draws for the run's text. Answers the column after it.
    @discardableResult
    mutating func draw(_ run: GlyphRun, at point: Point, style: Style = .plain, clip: Rect? = nil) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        let y = point.y
        guard y >= area.minY, y < area.maxY else { return point.x + run.width }
        changes.markRow(y)
        let end = point.x + run.width
        if point.x >= area.minX, end <= area.maxX, end > point.x,
            drawInside(run, from: point.x, to: end, y: y, style: style)
        {
            return end
        }
        var x = point.x
        for glyph in run.glyphs {
            if x >= area.maxX { break }
            let columns = GlyphRun.columns(of: glyph)
            drawGlyph(glyph, columns: columns, x: x, y: y, style: style, in: area)
            x += columns
        }
        return point.x + run.width
    }

    /// Writes `run`'s cells into columns `start..<end` of row `y` (all on screen), then blanks the half of a wide
    /// character the run cut on either side: the cells ``put(_:x:y:)`` cell by cell leaves. Answers `false`, having
    /// written nothing, when a continuation cell inside the columns does not follow a wide character (only then
    /// would cell-by-cell drawing differ).
    private mutating func drawInside(_ run: GlyphRun, from start: Int, to end: Int, y: Int, style: Style) -> Bool {
        let base = y * size.width
        let width = size.width
        for x in (start + 1)..<end where cells[base + x].isContinuation && !cells[base + x - 1].isWide {
            return false
        }
        let cutsLeft = start > 0 && cells[base + start].isContinuation
        let cutsRight = end < width && cells[base + end - 1].isWide && cells[base + end].isContinuation
        cells.withUnsafeMutableBufferPointer { cells in
            var index = base + start
            for glyph in run.glyphs {
                cells[index] = Cell(glyph: glyph, style: style)
                if glyph & Cell.wideBit != 0 {
                    cells[index + 1] = Cell(glyph: Cell.continuationGlyph, style: style)
                    index += 2
                } else {
                    index += 1
                }
            }
        }
        if cutsLeft { cells[base + start - 1] = Cell(glyph: Cell.space, style: cells[base + start - 1].style) }
        if cutsRight { cells[base + end] = Cell(glyph: Cell.space, style: cells[base + end].style) }
        return true
    }

    /// Draws one grapheme's glyph, `columns` (1 or 2) wide, at column `x` of row `y`, clipped to `area`'s columns:
    /// a wide glyph with one half clipped away shows as a space on its visible half.
    @inline(__always)
    private mutating func drawGlyph(_ glyph: UInt32, columns: Int, x: Int, y: Int, style: Style, in area: Rect) {
        if columns == 1 {
            if x >= area.minX { put(Cell(glyph: glyph, style: style), x: x, y: y) }
            return
        }
        let leftVisible = x >= area.minX && x < area.maxX
        let rightVisible = x + 1 >= area.minX && x + 1 < area.maxX
        if leftVisible && rightVisible {
            put(Cell(glyph: glyph, style: style), x: x, y: y)
            put(Cell(glyph: Cell.continuationGlyph, style: style), x: x + 1, y: y)
        } else if leftVisible {
            put(Cell(glyph: Cell.space, style: style), x: x, y: y)
        } else if rightVisible {
            put(Cell(glyph: Cell.space, style: style), x: x + 1, y: y)
        }
    }

    /// The glyph and columns of one grapheme as ``draw(_:at:style:clip:)`` shows it (a tab is a space).
    static func glyph(of character: Character) -> (glyph: UInt32, columns: Int) {
        if let ascii = character.asciiValue {
            if ascii == 0x09 { return (Cell.space, 1) }
            return ascii >= 0x20 && ascii != 0x7F ? (UInt32(ascii), 1) : (0, 0)
        }
        let columns = DisplayWidth.of(character)
        return columns == 0 ? (0, 0) : (Cell.glyph(of: character, columns: columns), columns)
    }

    /// Draws text that is all ASCII one byte a cell; `nil` (nothing drawn) when the text holds another byte.
    private mutating func drawASCII(_ text: some StringProtocol, at point: Point, style: Style, in area: Rect) -> Int? {
        let drawn = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var columns = 0
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if byte >= 0x20 && byte != 0x7F || byte == 0x09 { columns += 1 }
            }
            let end = point.x.addingReportingOverflow(columns)
            let (low, high) = (max(point.x, area.minX), min(end.overflow ? Int.max : end.partialValue, area.maxX))
            guard low < high else { return end.partialValue }
            let visible = low..<high
            repairEdges(of: visible, inRow: point.y)
            let base = point.y * size.width
            var x = point.x
            cells.withUnsafeMutableBufferPointer { cells in
                for byte in bytes where byte >= 0x20 && byte != 0x7F || byte == 0x09 {
                    if x >= visible.upperBound { break }
                    if x >= visible.lowerBound {
                        cells[base + x] = Cell(glyph: byte == 0x09 ? Cell.space : UInt32(byte), style: style)
                    }
                    x += 1
                }
            }
            return end.partialValue
        }
        return drawn ?? nil
    }

    /// Blanks the halves of wide characters that overwriting `columns` of row `y` would cut.
    private mutating func repairEdges(of columns: Range<Int>, inRow y: Int) {
        let base = y * size.width
        let first = columns.lowerBound
        if first > 0, cells[base + first].isContinuation {
            cells[base + first - 1] = Cell(glyph: Cell.space, style: cells[base + first - 1].style)
        }
        let last = columns.upperBound - 1
        if columns.upperBound < size.width, cells[base + last].isWide {
            cells[base + last + 1] = Cell(glyph: Cell.space, style: cells[base + last + 1].style)
        }
    }

    /// Writes one cell, blanking the other half of any wide character it overwrites.
    mutating func put(_ cell: Cell, x: Int, y: Int) {
        let index = y * size.width + x
        let old = cells[index]
        if old.isContinuation, x > 0, !cell.isContinuation {
            cells[index - 1] = Cell(glyph: Cell.space, style: cells[index - 1].style)
        }
        if old.isWide, x + 1 < size.width, cells[index + 1].isContinuation {
            cells[index + 1] = Cell(glyph: Cell.space, style: cells[index + 1].style)
        }
        cells[index] = cell
    }

    /// The text of row `y`, continuation cells skipped, trailing spaces trimmed.
    public func line(_ y: Int) -> String {
        var text = ""
        for cell in row(y) where !cell.isContinuation {
            text += cell.text
        }
        while text.last == " " {
            text.removeLast()
        }
        return text
    }

    /// Every row as text (see ``line(_:)``).
    public var lines: [String] { (0..<size.height).map(line) }

    /// The screen as plain text: one line per row, trailing spaces trimmed, joined by newlines.
    public var text: String { lines.joined(separator: "\n") }
}

extension Screen {
    /// A screen with the same cells in storage of its own (not shared with `other`), so drawing into one never
    /// copies the other.
    init(copying other: Screen) {
        size = other.size
        cells = other.cells.withUnsafeBufferPointer { Array($0) }
        changes = ScreenChanges(height: other.size.height)
    }

    /// Copies row `y` of `other` (a screen of the same size) into this screen.
    mutating func copyRow(_ y: Int, from other: Screen) {
        guard other.size == size, y >= 0, y < size.height else { return }
        let range = (y * size.width)..<((y + 1) * size.width)
        cells.replaceSubrange(range, with: other.cells[range])
        changes.markRow(y)
    }
}

extension Screen: CustomStringConvertible {
    /// `Screen 40×12`, then its text: what a failed test prints.
    public var description: String {
        "Screen \(size.width)×\(size.height)\n" + text
    }
}
