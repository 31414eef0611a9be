/// How many terminal columns text occupies: CJK and emoji take 2, combining marks and zero-width characters 0,
/// everything else 1.
///
/// Built from Unicode ranges (East Asian Wide and Fullwidth) and the scalar properties the standard library
/// knows (emoji presentation, general category), so it needs no C library and gives the same answer everywhere.
public enum DisplayWidth {
    /// The columns one grapheme occupies: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        if character.isASCII {
            return character.asciiValue.map { $0 >= 0x20 && $0 != 0x7F ? 1 : 0 } ?? 1
        }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // Latin-1 and the Latin extensions on their own: one column, but for the C1 controls and the soft hyphen.
        if first.value < 0x300, scalars.index(after: scalars.startIndex) == scalars.endIndex {
            return first.value < 0xA0 || first.value == 0xAD ? 0 : 1
        }
        // An emoji presentation selector (U+FE0F) or a skin-tone / ZWJ sequence makes the whole cluster wide.
        if scalars.contains(where: { $0.value == 0xFE0F }) && first.properties.isEmoji {
            return 2
        }
        if first.properties.isEmojiPresentation || isWide(first.value) {
            return 2
        }
        return isZeroWidth(first) ? 0 : 1
    }

    /// The columns a string occupies: the sum over its graphemes.
    public static func of(_ text: some StringProtocol) -> Int {
        if let width = asciiWidth(text) { return width }
        if let width = simpleWidth(of: text) { return width }
        var total = 0
        for character in text {
            total += of(character)
        }
        return total
    }

    /// The width of text that is all ASCII, counted a byte at a time (controls take none); `nil` for other text.
    static func asciiWidth(_ text: some StringProtocol) -> Int? {
        let width = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var width = 0
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if byte >= 0x20 && byte != 0x7F { width += 1 }
            }
            return width
        }
        return width ?? nil
    }

    /// The width of text whose every scalar is simple (see ``simpleWidth(of:)-(UInt32)``), counted a scalar at a
    /// time with no grapheme breaking; `nil` for other text.
    static func simpleWidth(of text: some StringProtocol) -> Int? {
        var width = 0
        for scalar in text.unicodeScalars {
            guard let columns = simpleWidth(of: scalar.value) else { return nil }
            width += columns
        }
        return width
    }

    /// The columns of a scalar that is a grapheme of its own whatever simple scalars stand next to it, or `nil`.
    ///
    /// Simple: printable ASCII, Latin-1 and the Latin extensions (U+00A0–U+02FF), general punctuation (dashes,
    /// quotes, `…`), arrows, box drawing, blocks and geometric shapes (`│`, `█`, `▣`; not the two shapes that are
    /// emoji by default, U+25FD–U+25FE), CJK symbols and punctuation, kana, CJK ideographs, Hangul syllables and
    /// fullwidth forms — scalars whose grapheme-break property never joins them to a neighbour from this set. Not
    /// simple: controls, combining marks (U+0300 on, U+302A–U+302F, U+3099–U+309A), joiners, variation selectors,
    /// emoji, Hangul jamo and every other block (answered the long way). For a simple scalar the answer equals
    /// ``of(_:)-(Character)`` of the scalar alone (tested for every one of them).
    @inline(__always)
    static func simpleWidth(of value: UInt32) -> Int? {
        switch value {
        case 0x20...0x7E: return 1
        case 0xA0...0x2FF: return value == 0xAD ? 0 : 1
        case 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF: return 1
        case 0x2500...0x25FC, 0x25FF: return 1
        case 0x3000...0x3029, 0x3030...0x303E, 0x3041...0x3096, 0x309B...0x30FF: return 2
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF60: return 2
        default: return nil
        }
    }

    /// Whether `scalar` occupies no column on its own: controls, combining marks, format characters.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return true
        default:
            return scalar.value == 0x200B || (0x1160...0x11FF).contains(scalar.value)
        }
    }

    /// Whether `value` lies in an East Asian Wide or Fullwidth range.
    static func isWide(_ value: UInt32) -> Bool {
        if value < 0x1100 { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// East Asian Wide (W) and Fullwidth (F) code points, sorted; emoji presentation is checked separately.
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2329...0x232A,  // angle brackets
        0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK compatibility
        0x3400...0x4DBF,  // CJK Unified Ideographs Extension A
        0x4E00...0x9FFF,  // CJK Unified Ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo Extended-A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x16FE4,  // ideographic symbols
        0x17000...0x18CFF,  // Tangut
        0x1B000...0x1B2FF,  // Kana supplement, Nushu
        0x1F200...0x1F202,  // enclosed ideographic supplement
        0x1F210...0x1F23B,
        0x1F240...0x1F248,
        0x1F250...0x1F251,
        0x1F300...0x1F64F,  // pictographs and emoticons (wide even without emoji presentation in terminals)
        0x1F900...0x1F9FF,  // supplemental symbols and pictographs
        0x20000...0x2FFFD,  // CJK Extension B–F
        0x30000...0x3FFFD,  // CJK Extension G and beyond
    ]
}

extension String {
    /// The number of terminal columns this string occupies (see ``DisplayWidth``).
    public var displayWidth: Int { DisplayWidth.of(self) }

    /// This string cut to at most `width` columns, ending in `…` when something was cut; a wide character is never
    /// split.
    public func truncated(toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if let simple = DisplayWidth.simpleWidth(of: self) {
            return simple <= width ? self : simpleTruncated(toWidth: width, ellipsis: ellipsis)
        }
        if displayWidth <= width { return self }
        let ellipsisWidth = ellipsis.displayWidth
        guard width >= ellipsisWidth else { return "" }
        var result = ""
        var used = 0
        for character in self {
            let columns = DisplayWidth.of(character)
            if used + columns > width - ellipsisWidth { break }
            result.append(character)
            used += columns
        }
        return result + ellipsis
    }

    /// This string cut at its start to at most `width` columns, beginning with `…` when something was cut — for
    /// text whose end matters most, such as a file path (`…/Counter/CounterModel.swift`); a wide character is
    /// never split.
    public func truncatedAtStart(toWidth width: Int, ellipsis: String = "…") -> String {
        guard displayWidth > width else { return self }
        let ellipsisWidth = ellipsis.displayWidth
        guard width >= ellipsisWidth else { return "" }
        var kept: [Character] = []
        var used = 0
        for character in reversed() {
            let columns = DisplayWidth.of(character)
            if used + columns > width - ellipsisWidth { break }
            kept.append(character)
            used += columns
        }
        return ellipsis + String(kept.reversed())
    }

    /// The part of this string in columns `column..<column + width`, as a view scrolled right by `column` shows
    /// it: beginning with `…` when something is cut on the left (also when all of it is), ending in `…` when
    /// something is cut on the right; a wide character is never split (a space stands in for its visible half).
    /// At column 0 it is ``truncated(toWidth:ellipsis:)``.
    ///
    /// ```swift
    /// "let total = 12".clipped(fromColumn: 4, toWidth: 6)  // "…otal…"
    /// ```
    public func clipped(fromColumn column: Int, toWidth width: Int, ellipsis: String = "…") -> String {
        guard column > 0 else { return truncated(toWidth: width, ellipsis: ellipsis) }
        let ellipsisWidth = ellipsis.displayWidth
        guard width >= ellipsisWidth, !isEmpty else { return "" }
        // The ellipsis takes the first columns; the text shown starts at the first character after it.
        let firstShown = column + ellipsisWidth
        var start = startIndex
        var used = 0
        while start < endIndex, used < firstShown {
            used += DisplayWidth.of(self[start])
            formIndex(after: &start)
        }
        let gap = used - firstShown
        let room = width - ellipsisWidth - gap
        guard room > 0, start < endIndex else { return ellipsis }
        let rest = String(self[start...]).truncated(toWidth: room, ellipsis: ellipsis)
        return ellipsis + String(repeating: " ", count: gap) + rest
    }

    /// ``truncated(toWidth:ellipsis:)`` of a string too wide for `width` whose every scalar is a grapheme of its
    /// own (only simple scalars, see ``DisplayWidth/simpleWidth(of:)-(UInt32)``): cut at a scalar, no grapheme
    /// breaking.
    private func simpleTruncated(toWidth width: Int, ellipsis: String) -> String {
        let ellipsisWidth = ellipsis.displayWidth
        guard width >= ellipsisWidth else { return "" }
        let scalars = unicodeScalars
        var end = scalars.startIndex
        var used = 0
        while end < scalars.endIndex {
            let columns = DisplayWidth.simpleWidth(of: scalars[end].value) ?? 1
            if used + columns > width - ellipsisWidth { break }
            used += columns
            scalars.formIndex(after: &end)
        }
        return String(scalars[..<end]) + ellipsis
    }
}

extension Character {
    /// The number of terminal columns this character occupies: 0, 1 or 2.
    public var displayWidth: Int { DisplayWidth.of(self) }
}
