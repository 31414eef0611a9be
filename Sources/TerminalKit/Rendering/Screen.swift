/// A frame of the terminal: `size.width × size.height` cells of character and style.
///
/// Views draw into it (through a ``DrawContext``); the headless host reads it as text; the live backend compares
/// two frames with ``changedRuns(from:)`` and writes only what changed.
public struct Screen: Hashable, Sendable {
    /// The width and height in cells.
    public private(set) var size: Size
    /// The cells, row by row.
    public private(set) var cells: [Cell]

    /// Creates a screen of blank cells.
    public init(size: Size) {
        let clamped = Size(width: max(0, size.width), height: max(0, size.height))
        self.size = clamped
        self.cells = Array(repeating: .blank, count: clamped.width * clamped.height)
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

    /// Sets every cell of `rect` (clipped to the screen) to `cell`, repairing wide characters cut at its edges.
    public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let width = size.width
        for y in area.minY..<area.maxY {
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

    /// Draws `text` starting at `point` in `style`, only inside `clip`; answers the column after the text.
    ///
    /// A wide character that would straddle the clip edge is drawn as a space on its visible half. Zero-width
    /// graphemes are skipped; a tab draws as a space.
    @discardableResult
    public mutating func draw(_ text: some StringProtocol, at point: Point, style: Style = .plain, clip: Rect? = nil)
        -> Int
    {
        let area = (clip ?? bounds).intersection(bounds)
        var x = point.x
        let y = point.y
        guard y >= area.minY, y < area.maxY else { return x + DisplayWidth.of(text) }
        for character in text {
            let columns = character == "\t" ? 1 : DisplayWidth.of(character)
            if columns == 0 { continue }
            if x >= area.maxX {
                x += columns
                continue
            }
            let glyph = character == "\t" ? " " : String(character)
            if columns == 1 {
                if x >= area.minX { put(Cell(text: glyph, style: style), x: x, y: y) }
            } else {
                let leftVisible = x >= area.minX && x < area.maxX
                let rightVisible = x + 1 >= area.minX && x + 1 < area.maxX
                if leftVisible && rightVisible {
                    put(Cell(text: glyph, style: style), x: x, y: y)
                    put(Cell(text: "", style: style, isContinuation: true), x: x + 1, y: y)
                } else if leftVisible {
                    put(Cell(text: " ", style: style), x: x, y: y)
                } else if rightVisible {
                    put(Cell(text: " ", style: style), x: x + 1, y: y)
                }
            }
            x += columns
        }
        return x
    }

    /// Writes one cell, blanking the other half of any wide character it overwrites.
    mutating func put(_ cell: Cell, x: Int, y: Int) {
        let index = y * size.width + x
        let old = cells[index]
        if old.isContinuation, x > 0, !cell.isContinuation {
            cells[index - 1] = Cell(text: " ", style: cells[index - 1].style)
        }
        if !old.isContinuation, x + 1 < size.width, cells[index + 1].isContinuation, DisplayWidth.of(old.text) == 2 {
            cells[index + 1] = Cell(text: " ", style: cells[index + 1].style)
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
