import Foundation

/// The body of `POST /_faults` (servers started with `--faults` only): make the next requests of a route misbehave.
///
/// `route` is a method and a path template exactly as in the API table, e.g. `POST /users/{id}/follow`.
public struct FaultRule: Codable, Hashable, Sendable {
    /// Method and path template, such as `PUT /counters/{id}`.
    public var route: String
    /// How many matching requests the rule applies to.
    public var count: Int
    /// The status to answer with; `nil` or 0 lets the request through (after the delay).
    public var status: Int?
    /// How long to wait before answering, in milliseconds.
    public var delayMs: Int?
    /// Whether to hold each matching request until `POST /_faults/release` (before any delay or status): a test
    /// can look at the app while the request is in flight, for as long as it likes.
    public var hold: Bool?
    /// An answer no client can use, instead of the real one (after any hold and delay).
    public var broken: BrokenAnswer?

    /// Creates a fault rule.
    public init(
        route: String, count: Int = 1, status: Int? = nil, delayMs: Int? = nil, hold: Bool? = nil,
        broken: BrokenAnswer? = nil
    ) {
        self.route = route
        self.count = count
        self.status = status
        self.delayMs = delayMs
        self.hold = hold
        self.broken = broken
    }
}

/// The unusable answers a fault rule can make the server send, to show how a client copes.
public enum BrokenAnswer: String, Codable, Hashable, Sendable, CaseIterable {
    /// Bytes that are not HTTP, then the connection closes.
    case notHTTP = "not-http"
    /// The connection closes without a byte of answer.
    case close
    /// A 200 whose JSON body is 64 MB, larger than any client should read.
    case oversized
}

/// The answer of `POST /_faults/release` (how many held requests went on) and `GET /_faults/held` (how many wait).
public struct HeldRequests: Codable, Hashable, Sendable {
    /// The number of requests.
    public var count: Int

    /// Creates the answer.
    public init(count: Int) { self.count = count }
}
