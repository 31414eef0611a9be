import Foundation
import Model

/// The HTTP methods the MVX API uses.
public enum HTTPMethod: String, Hashable, Sendable, CaseIterable {
    /// Reads.
    case get = "GET"
    /// Creates or triggers (login, like, follow, read).
    case post = "POST"
    /// Replaces (a counter's number).
    case put = "PUT"
    /// Removes (unlike, unfollow).
    case delete = "DELETE"
}
