/// The text of a one-line field and its cursor, as a value: what ``TextField`` edits and draws, tested alone.
///
/// Positions count characters (graphemes), so a CJK character, an emoji or `é` written as `e` + U+0301 is one
/// step of the cursor and one backspace. Control characters (tab, newline, escape) are never inserted. With a
/// ``maxLength``, an insertion keeps what fits and drops the rest.
public struct EditableText: Hashable, Sendable {
    /// The text.
    public private(set) var text: String
    /// How many characters lie before the cursor: `0...count`.
    public private(set) var cursor: Int
    /// How many characters the text has.
    public private(set) var count: Int
    /// The most characters the text may hold, or `nil` for no limit; lowering it cuts the text.
    public var maxLength: Int? {
        didSet {
            guard maxLength != oldValue else { return }
            if let maxLength, maxLength < 0 { self.maxLength = 0 }
            let kept = cursor
            replace(with: text)
            cursor = min(kept, count)
        }
    }

    /// Creates the text `text` (cut to `maxLength`), the cursor at its end.
    public init(_ text: String = "", maxLength: Int? = nil) {
        self.text = ""
        self.cursor = 0
        self.count = 0
        self.maxLength = maxLength.map { max(0, $0) }
        replace(with: text)
    }

    /// Replaces the whole text (control characters dropped, cut to ``maxLength``); the cursor goes to the end.
    public mutating func replace(with newText: String) {
        text = Self.clipped(Self.printable(newText), to: maxLength)
        count = text.count
        cursor = count
    }

    /// Inserts `string` at the cursor, as typed, and moves the cursor after it; answers whether the text changed.
    @discardableResult
    public mutating func insert(_ string: String) -> Bool {
        var inserted = Array(Self.printable(string))
        if let maxLength {
            // Each character inserted adds one to the count, but for the first and the last, which may join a
            // neighbour (a combining mark after `e`): more than room + 2 can never fit.
            inserted = Array(inserted.prefix(max(0, maxLength - count) + 2))
        }
        let start = text.index(text.startIndex, offsetBy: cursor)
        let prefix = text[..<start]
        let suffix = text[start...]
        while !inserted.isEmpty {
            let candidate = String(prefix) + String(inserted) + suffix
            let length = candidate.count
            if let maxLength, length > maxLength {
                inserted.removeLast()
                continue
            }
            // A combining mark typed after `e` joins it: the cursor stands after whatever the insertion became.
            let newCursor = min(length, (String(prefix) + String(inserted)).count)
            guard candidate != text else { return false }
            text = candidate
            count = length
            cursor = newCursor
            return true
        }
        return false
    }

    /// Deletes the character before the cursor (backspace); answers whether there was one.
    @discardableResult
    public mutating func deleteBackward() -> Bool {
        guard cursor > 0 else { return false }
        let end = text.index(text.startIndex, offsetBy: cursor)
        text.remove(at: text.index(before: end))
        cursor -= 1
        count = text.count
        cursor = min(cursor, count)
        return true
    }

    /// Deletes the character after the cursor (delete); answers whether there was one.
    @discardableResult
    public mutating func deleteForward() -> Bool {
        guard cursor < count else { return false }
        text.remove(at: text.index(text.startIndex, offsetBy: cursor))
        count = text.count
        cursor = min(cursor, count)
        return true
    }

    /// Deletes everything before the cursor (ctrl-U); answers whether there was anything.
    @discardableResult
    public mutating func deleteToStart() -> Bool {
        guard cursor > 0 else { return false }
        text.removeSubrange(..<text.index(text.startIndex, offsetBy: cursor))
        count = text.count
        cursor = 0
        return true
    }

    /// Moves the cursor one character left (`-1`) or right (`+1`), or any number, staying within the text; answers
    /// whether it moved.
    @discardableResult
    public mutating func moveCursor(by offset: Int) -> Bool {
        let target = offset < 0 ? max(0, cursor - min(cursor, -offset)) : cursor + min(count - cursor, offset)
        guard target != cursor else { return false }
        cursor = target
        return true
    }

    /// Moves the cursor before the first character (home) or after the last (end); answers whether it moved.
    @discardableResult
    public mutating func moveCursor(toEnd: Bool) -> Bool {
        moveCursor(by: toEnd ? count - cursor : -cursor)
    }

    /// The first character to show in `width` columns so that the cursor shows, starting from `previous` (the
    /// first shown before): it scrolls only as far as the cursor needs, and back left when the text from there on
    /// fits. The cursor's cell is the character under it, or one column after the end.
    public func firstVisibleCharacter(from previous: Int, width: Int) -> Int {
        let widths = text.map(DisplayWidth.of)
        var first = min(max(0, previous), cursor)
        let cursorWidth = cursor < count ? max(1, widths[cursor]) : 1
        var before = widths[first..<cursor].reduce(0, +)
        while first < cursor, before + cursorWidth > width {
            before -= widths[first]
            first += 1
        }
        // Room to spare on the right: show more of the start.
        var shown = widths[first...].reduce(0, +) + (cursor == count ? 1 : 0)
        while first > 0, shown + widths[first - 1] <= width {
            first -= 1
            shown += widths[first]
        }
        return first
    }

    /// `text` without its control characters (U+0000–U+001F, U+007F–U+009F, and line or paragraph separators).
    static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !isControl($0) }))
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    private static func clipped(_ text: String, to maxLength: Int?) -> String {
        guard let maxLength, text.count > maxLength else { return text }
        return String(text.prefix(maxLength))
    }
}
