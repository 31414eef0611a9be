/// Discover's search field as a pure value (SPEC §2.5): the text as typed, the query it asks the server for, and
/// which answer may be shown.
///
/// Every edit that changes the query issues a ``Request`` with a fresh id; an answer is shown only when it answers
/// the latest request, so a late answer to an earlier keystroke is dropped (``accepts(_:)``). No I/O, no clock, no
/// task: whoever holds it sends the requests and reports the answers.
///
/// The field keeps the text as typed, at most ``maximumLength`` characters; the request asks for it with leading
/// and trailing whitespace trimmed, so typing `al ` after `al` asks nothing new, while `a l` is its own query.
public struct UserSearch: Hashable, Sendable {
    /// One request for the users matching ``query``; ``id`` tells a late answer from the latest one.
    public struct Request: Hashable, Sendable {
        /// Counts from 1, one more for each request issued by this search.
        public let id: Int
        /// The text to ask for (`GET /users?query=`): trimmed, and empty for everyone.
        public let query: String
    }

    /// The longest text the field holds and the server accepts, in characters (graphemes): 100.
    public static let maximumLength = 100

    /// The field's text as typed, at most ``maximumLength`` characters.
    public private(set) var text = ""
    /// The latest request issued, or `nil` before the first one.
    public private(set) var latestRequest: Request?
    /// The latest request while its answer has not arrived: what a `Searching…` line shows.
    public private(set) var pendingRequest: Request?

    /// Creates an empty search: everyone, nothing asked yet.
    public init() {}

    /// The query the current text asks for: the text with leading and trailing whitespace trimmed.
    public var query: String { Self.query(for: text) }

    /// Whether the answer to the latest request is still awaited.
    public var isSearching: Bool { pendingRequest != nil }

    /// The user edited the field to `newText` (clipped to ``maximumLength``). Answers the request to send when the
    /// query changed, or `nil` when it did not (only whitespace at either end changed) and a request is already
    /// issued for it.
    public mutating func textChanged(to newText: String) -> Request? {
        text = Self.clipped(newText)
        guard latestRequest?.query != query else { return nil }
        return issue()
    }

    /// Asks again for the current query (a pull to refresh, a retry after a failure); answers the request to send.
    /// Any answer to an earlier request is stale from now on.
    public mutating func reload() -> Request {
        issue()
    }

    /// An answer (users or a failure) to `request` arrived: answers whether to show it. Only the latest request's
    /// answer is shown, once; any other is stale and changes nothing.
    public mutating func accepts(_ request: Request) -> Bool {
        guard request == pendingRequest else { return false }
        pendingRequest = nil
        return true
    }

    private mutating func issue() -> Request {
        let request = Request(id: (latestRequest?.id ?? 0) &+ 1, query: query)
        latestRequest = request
        pendingRequest = request
        return request
    }

    /// `text` with leading and trailing whitespace (newlines included) removed.
    public static func query(for text: String) -> String {
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
