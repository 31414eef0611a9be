import TerminalKit

/// The floor every frame is compared with: the least a renderer can do, written as plainly as C would.
///
/// A cell is one `UInt32` (a Unicode scalar, a continuation marker, and a reverse-video bit); each frame redraws
/// every row into the buffer, compares it with the previous frame cell by cell and encodes the changed runs as ANSI
/// (absolute cursor moves, SGR 7 or 0, UTF-8). No views, no layout, no grapheme clusters: the rows are decoded
/// into scalars and widths once, before timing.
struct FlatCellBuffer {
    /// A row decoded once: each scalar and whether it takes two columns.
    struct DecodedRow {
        var scalars: [UInt32]
        var wide: [Bool]

        init(_ text: String) {
            scalars = text.unicodeScalars.map(\.value)
            wide = text.unicodeScalars.map { Character($0).displayWidth == 2 }
        }
    }

    static let continuation: UInt32 = 0x8000_0000
    static let reverse: UInt32 = 0x4000_0000
    static let blank = UInt32(UInt8(ascii: " "))

    let width: Int
    let height: Int
    private var cells: [UInt32]
    private var shown: [UInt32]
    private(set) var bytes: [UInt8] = []

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: Self.blank, count: width * height)
        shown = cells
        bytes.reserveCapacity(width * height * 4)
    }

    /// Draws every row (`row(y)` gives its text, `selected` is drawn in reverse), then encodes what changed since
    /// the last frame. Answers the bytes written.
    @discardableResult
    mutating func frame(selected: Int?, row: (Int) -> DecodedRow) -> Int {
        for y in 0..<height {
            draw(row(y), at: y, reversed: y == selected)
        }
        return encodeChanges()
    }

    private mutating func draw(_ decoded: DecodedRow, at y: Int, reversed: Bool) {
        let attribute = reversed ? Self.reverse : 0
        cells.withUnsafeMutableBufferPointer { cells in
            var x = 0
            var index = 0
            let base = y * width
            while x < width, index < decoded.scalars.count {
                cells[base + x] = decoded.scalars[index] | attribute
                if decoded.wide[index], x + 1 < width {
                    cells[base + x + 1] = Self.continuation | attribute
                    x += 1
                }
                x += 1
                index += 1
            }
            while x < width {
                cells[base + x] = Self.blank | attribute
                x += 1
            }
        }
    }

    private mutating func encodeChanges() -> Int {
        var out: [UInt8] = []
        swap(&out, &bytes)
        out.removeAll(keepingCapacity: true)
        let (width, height) = (width, height)
        cells.withUnsafeBufferPointer { cells in
            shown.withUnsafeMutableBufferPointer { shown in
                var attribute: UInt32 = 0xFFFF_FFFF
                for y in 0..<height {
                    let base = y * width
                    var x = 0
                    while x < width {
                        guard cells[base + x] != shown[base + x] else {
                            x += 1
                            continue
                        }
                        if cells[base + x] & Self.continuation != 0, x > 0 { x -= 1 }
                        Self.moveCursor(x: x, y: y, into: &out)
                        while x < width, cells[base + x] != shown[base + x] || cells[base + x] & Self.continuation != 0
                        {
                            let cell = cells[base + x]
                            shown[base + x] = cell
                            x += 1
                            if cell & Self.continuation != 0 { continue }
                            if cell & Self.reverse != attribute {
                                attribute = cell & Self.reverse
                                out.append(0x1B)
                                out.append(0x5B)
                                if attribute != 0 { out.append(0x37) }
                                out.append(0x6D)
                            }
                            Self.appendUTF8(cell & 0x1F_FFFF, to: &out)
                        }
                    }
                }
            }
        }
        swap(&out, &bytes)
        return bytes.count
    }

    private static func moveCursor(x: Int, y: Int, into out: inout [UInt8]) {
        out.append(0x1B)
        out.append(0x5B)
        appendDecimal(y + 1, to: &out)
        out.append(0x3B)
        appendDecimal(x + 1, to: &out)
        out.append(0x48)
    }

    private static func appendDecimal(_ number: Int, to out: inout [UInt8]) {
        if number >= 10 { appendDecimal(number / 10, to: &out) }
        out.append(0x30 + UInt8(number % 10))
    }

    private static func appendUTF8(_ scalar: UInt32, to out: inout [UInt8]) {
        switch scalar {
        case ..<0x80:
            out.append(UInt8(scalar))
        case ..<0x800:
            out.append(UInt8(0xC0 | scalar >> 6))
            out.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            out.append(UInt8(0xE0 | scalar >> 12))
            out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            out.append(UInt8(0x80 | scalar & 0x3F))
        default:
            out.append(UInt8(0xF0 | scalar >> 18))
            out.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            out.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}
