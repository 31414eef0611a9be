/// Discover's search rule, written once: the field's text as typed, at most ``maximumLength``
/// characters, and the list it asks for — everyone whose name matches the text with leading and trailing whitespace
/// trimmed (``UserSource/everyone(matching:)``).
///
/// It decides only when an edit asks for another list: typing `al ` after `al` asks nothing new, while `a l` is its
/// own query. Which answer shows is the list's rule: each new query is a ``ListMachine/Event/sourceSwitched(_:)``,
/// and the machine drops an answer to a load that a newer one replaced, so a late answer to an earlier keystroke
/// never shows. No I/O, no clock, no task.
public struct UserSearch: Hashable, Sendable {
    /// The longest text the field holds and the server accepts, in characters (graphemes): 100.
    public static let maximumLength = 100

    /// The field's text as typed, at most ``maximumLength`` characters.
    public private(set) var text: String

    /// Creates a search holding `text` (clipped to ``maximumLength``): empty, everyone, by default.
    public init(text: String = "") {
        self.text = Self.clipped(text)
    }

    /// The query the current text asks for: the text with leading and trailing whitespace trimmed.
    public var query: String { Self.query(for: text) }

    /// The list the current text asks for.
    public var source: UserSource { .everyone(matching: query) }

    /// The text changed to `newText` (clipped to ``maximumLength``). Answers the list to switch to when the query
    /// changed, or `nil` when it did not (only whitespace at either end changed).
    public mutating func textChanged(to newText: String) -> UserSource? {
        let before = query
        text = Self.clipped(newText)
        return query == before ? nil : source
    }

    /// `text` cut to ``maximumLength`` characters, with leading and trailing whitespace (newlines included) removed.
    public static func query(for text: String) -> String {
        let text = clipped(text)
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(text[first...last])
    }

    /// `text` cut to its first ``maximumLength`` characters.
    public static func clipped(_ text: String) -> String {
        text.count <= maximumLength ? text : String(text.prefix(maximumLength))
    }
}
