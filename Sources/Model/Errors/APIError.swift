import Foundation

/// Everything that can go wrong talking to the MVX server, told apart so the UI can say what to do.
public enum APIError: Error, Hashable, Sendable {
    /// The server could not be reached (refused, timed out, no route); `reason` is the system's words.
    case noConnection(reason: String)
    /// The server answered 401: no token, or a token it does not know. Log in again.
    case unauthorized(ErrorBody.Detail?)
    /// The server answered another non-2xx status, with its `{"error":{code,message}}` when it sent one.
    case http(status: Int, ErrorBody.Detail?)
    /// Something answered, but not with usable HTTP: not HTTP at all, a connection closed before the answer, or an
    /// answer larger than the client reads. `reason` is short, such as `connection closed (127.0.0.1:8080)`.
    case badAnswer(reason: String)
    /// The answer arrived but could not be read as the expected type.
    case undecodable(type: String, reason: String)
    /// The request could not even be built (a bad base URL, a port outside 1...65535, or an unencodable body).
    case invalidRequest(reason: String)
    /// A list went on past the most items one load brings (`limit`); the first `limit` are shown. Retrying would
    /// bring the same, so this one is not retryable.
    case tooManyItems(limit: Int)
    /// The task that sent the request was cancelled before the answer arrived; nothing to show the user.
    case cancelled
}

extension APIError: LocalizedError, CustomStringConvertible {
    /// One line for people: what went wrong and what to do about it.
    public var description: String {
        switch self {
        case .noConnection(let reason):
            return "Cannot reach the server (\(reason)). Check that it is running, then retry."
        case .unauthorized(let detail):
            return "Not signed in: \(detail?.message ?? "the server refused the token"). Log in again."
        case .http(let status, let detail):
            if let detail { return "Server error \(status): \(detail.message)" }
            return "Server error \(status). Retry in a moment."
        case .badAnswer(let reason):
            return "Unusable answer: \(reason). Retry."
        case .undecodable(let type, let reason):
            return "The server's answer could not be read as \(type) (\(reason)). "
                + "Client and server may differ in version."
        case .invalidRequest(let reason):
            return "The request could not be built: \(reason)."
        case .tooManyItems(let limit):
            return "The list goes on past \(limit) items, the most one load brings: the first \(limit) are shown. "
                + "Switch to Paged to read on."
        case .cancelled:
            return "The request was cancelled."
        }
    }

    /// ``description`` without its advice to retry, for a line that offers a `Retry` button beside it.
    public var descriptionBesideRetry: String {
        switch self {
        case .noConnection(let reason): "Cannot reach the server (\(reason)). Check that it is running."
        case .http(let status, nil): "Server error \(status)."
        case .badAnswer(let reason): "Unusable answer: \(reason)."
        default: description
        }
    }

    /// The same text as ``description``.
    public var errorDescription: String? { description }

    /// The HTTP status, when the server answered with one.
    public var status: Int? {
        switch self {
        case .unauthorized: 401
        case .http(let status, _): status
        default: nil
        }
    }
}
