/// One character cell of the screen.
///
/// A wide character (CJK, most emoji) occupies two cells: the first holds the character, the second is a
/// continuation cell (`isContinuation == true`, empty text) that renderers skip.
///
/// A cell is two 32-bit words — its glyph and its ``Style`` — so a screen of cells copies, compares and moves as
/// plain memory. A grapheme of one Unicode scalar (nearly all text) is stored as that scalar; a longer cluster
/// (a letter with combining marks, an emoji sequence) is stored as an index into ``GraphemeTable``.
public struct Cell: Hashable, Sendable {
    /// The glyph: a scalar, an interned cluster or the continuation marker, with a bit for two columns.
    var glyph: UInt32
    /// How it is drawn.
    public var style: Style

    static let continuationGlyph: UInt32 = 0x8000_0000
    static let clusterBit: UInt32 = 0x4000_0000
    static let wideBit: UInt32 = 0x2000_0000
    static let valueMask: UInt32 = 0x1FFF_FFFF
    static let space = UInt32(UInt8(ascii: " "))

    /// Creates a cell.
    ///
    /// Its text is the first grapheme of `text` (a space when `text` is empty); a continuation cell has no text.
    public init(text: String = " ", style: Style = .plain, isContinuation: Bool = false) {
        self.style = style
        if isContinuation {
            glyph = Self.continuationGlyph
        } else if let character = text.first {
            glyph = Self.glyph(of: character, columns: DisplayWidth.of(character))
        } else {
            glyph = Self.space
        }
    }

    init(glyph: UInt32, style: Style) {
        self.glyph = glyph
        self.style = style
    }

    /// A blank cell in the plain style.
    public static let blank = Cell()

    /// The grapheme drawn in this cell (a space when blank, empty for a continuation cell).
    public var text: String {
        get {
            if glyph == Self.continuationGlyph { return "" }
            if glyph & Self.clusterBit != 0 { return GraphemeTable.shared.string(at: glyph & Self.valueMask) }
            return Unicode.Scalar(glyph & Self.valueMask).map { String(Character($0)) } ?? " "
        }
        set {
            glyph = newValue.first.map { Self.glyph(of: $0, columns: DisplayWidth.of($0)) } ?? Self.space
        }
    }

    /// Whether this is the right half of a wide character.
    public var isContinuation: Bool {
        get { glyph == Self.continuationGlyph }
        set {
            if newValue {
                glyph = Self.continuationGlyph
            } else if glyph == Self.continuationGlyph {
                glyph = Self.space
            }
        }
    }

    /// Whether the glyph takes two columns.
    var isWide: Bool { glyph & Self.wideBit != 0 && glyph != Self.continuationGlyph }

    /// The glyph of one grapheme `columns` wide, remembering whether it is wide.
    static func glyph(of character: Character, columns: Int) -> UInt32 {
        let scalars = character.unicodeScalars
        var value: UInt32
        if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
            value = first.value
        } else {
            value = GraphemeTable.shared.index(of: String(character)).map { $0 | clusterBit } ?? 0xFFFD
        }
        return columns == 2 ? value | wideBit : value
    }
}
