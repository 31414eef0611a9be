/// A line of text already turned into cell glyphs: what a label keeps so that drawing its unchanged text again
/// measures nothing, and what one pass over the text's scalars gives when every scalar is a grapheme of its own.
///
/// Only text made of ``DisplayWidth/simpleWidth(of:)`` scalars becomes a run (``init(_:)`` answers `nil` for any
/// other text, which is then drawn grapheme by grapheme): for such text each scalar is one grapheme, so the run
/// holds exactly the glyphs and columns ``Screen/draw(_:at:style:clip:)`` would work out from its `Character`s.
struct GlyphRun: Sendable {
    /// The glyphs of the text's non-zero-width scalars, in order, each marked wide when it takes two columns.
    let glyphs: [UInt32]
    /// The columns the text occupies: the same as ``DisplayWidth/of(_:)-(StringProtocol)``.
    let width: Int
    /// Whether every scalar is ASCII (then drawing the string itself is as quick, a byte a cell).
    let isASCII: Bool

    /// The run of `text`, or `nil` when a scalar of it is not simple (a control, a combining mark, a joiner, an
    /// emoji...): then a scalar may not be a grapheme of its own.
    init?(_ text: some StringProtocol) {
        var width = 0
        var isASCII = true
        var simple = true
        // At most one glyph a UTF-8 byte; filled in place, no growth on the way.
        let glyphs = [UInt32](unsafeUninitializedCapacity: text.utf8.count) { buffer, count in
            count = 0
            for scalar in text.unicodeScalars {
                let value = scalar.value
                guard let columns = DisplayWidth.simpleWidth(of: value) else {
                    simple = false
                    return
                }
                if value >= 0x80 { isASCII = false }
                if columns == 0 { continue }
                buffer[count] = columns == 2 ? value | Cell.wideBit : value
                count += 1
                width += columns
            }
        }
        guard simple else { return nil }
        self.glyphs = glyphs
        self.width = width
        self.isASCII = isASCII
    }

    /// The columns `glyph` (an element of ``glyphs``) occupies: 1 or 2.
    @inline(__always)
    static func columns(of glyph: UInt32) -> Int {
        glyph & Cell.wideBit != 0 ? 2 : 1
    }
}
