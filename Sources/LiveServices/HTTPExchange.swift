import Foundation
import Model

#if canImport(FoundationNetworking)
    import FoundationNetworking  // URLRequest
#endif

/// One HTTP request and its answer, with time limits and a size cap: the transport under ``APIClient``, and what
/// the massive controllers call when they do their networking by hand.
///
/// Two time limits, told apart: the server has ``defaultConnectTimeout`` to accept the connection (a refused one
/// fails at once, without retries), and ``defaultAnswerTimeout`` for the whole answer. Redirects are not followed:
/// a 3xx answer is ``APIError/badAnswer(reason:)`` naming where it pointed, so a server cannot send the client to
/// an address it would not accept from the user.
public enum HTTPExchange {
    /// Seconds the server has to accept a connection: 5.
    public static let defaultConnectTimeout: TimeInterval = 5
    /// Seconds the server has for a whole answer, connection included: 15.
    public static let defaultAnswerTimeout: TimeInterval = 15
    /// The ports a URL may name.
    public static let ports = 1...65_535

    /// The time limit actually used for `seconds`: between 0.001 and 3600, and 15 when `seconds` is not a number.
    public static func boundedTimeout(_ seconds: TimeInterval) -> TimeInterval {
        seconds.isFinite ? min(3_600, max(0.001, seconds)) : defaultAnswerTimeout
    }

    /// Why `url` cannot be requested (not http, no host, or a port outside ``ports``), or `nil` when it can.
    ///
    /// The client speaks plain HTTP: it talks to the app's own server, which serves plain HTTP. A server elsewhere
    /// sits behind a proxy that ends TLS on the machine the app runs on.
    public static func problem(with url: URL) -> String? {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" else {
            if url.scheme?.lowercased() == "https" {
                return "\(url.absoluteString) is https, and mvx speaks plain HTTP to its server: use an http:// URL"
            }
            return "\(url.absoluteString) is not an http URL"
        }
        guard let host = url.host, !host.isEmpty else { return "\(url.absoluteString) has no host" }
        // Read from the text: Foundation reads a port too large for an `Int` as no port at all.
        if let port = portText(of: url), !(Int(port).map(ports.contains) ?? false) {
            return "port \(port) is outside \(ports.lowerBound)-\(ports.upperBound)"
        }
        return nil
    }

    /// The port as written in `url`'s authority (`HOST:PORT`), if one is written.
    private static func portText(of url: URL) -> Substring? {
        let text = url.absoluteString
        guard let start = text.range(of: "://")?.upperBound else { return nil }
        var authority = text[start...].prefix { !"/?#".contains($0) }
        if let userEnd = authority.lastIndex(of: "@") { authority = authority[authority.index(after: userEnd)...] }
        if let bracket = authority.lastIndex(of: "]") { authority = authority[authority.index(after: bracket)...] }
        guard let colon = authority.lastIndex(of: ":") else { return nil }
        let port = authority[authority.index(after: colon)...]
        return port.isEmpty ? nil : port
    }

    /// Sends `request` and reads at most `maximumBytes` of the answer within `timeout` seconds (bounded as
    /// ``boundedTimeout(_:)`` says), after at most ``defaultConnectTimeout`` to connect.
    ///
    /// - Returns: the answer's body and status, whatever the status outside 300...399.
    /// - Throws: ``APIError`` when there is no usable HTTP answer (nothing listens, a timeout, not HTTP, a closed
    ///   connection, an answer over the cap, a redirect), or the URL cannot be requested.
    public static func send(
        _ request: URLRequest, timeout: TimeInterval = defaultAnswerTimeout,
        maximumBytes: Int = APIClient.defaultMaximumAnswerBytes
    ) async throws(APIError) -> (data: Data, status: Int) {
        guard let url = request.url else { throw .invalidRequest(reason: "the request has no URL") }
        let converted = HTTPConnection.Request(
            method: request.httpMethod ?? "GET", url: url,
            headers: (request.allHTTPHeaderFields ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
            body: request.httpBody)
        let (status, body) = try await send(
            converted, connectTimeout: defaultConnectTimeout, timeout: timeout, maximumBytes: maximumBytes
        ).get()
        return (body, status)
    }

    static func send(
        _ request: HTTPConnection.Request, connectTimeout: TimeInterval, timeout: TimeInterval, maximumBytes: Int
    ) async -> Result<(status: Int, body: Data), APIError> {
        let url = request.url
        if let problem = problem(with: url) { return .failure(.invalidRequest(reason: problem)) }
        do {
            let answer = try await HTTPConnection.exchange(
                request, connectTimeout: boundedTimeout(connectTimeout), timeout: boundedTimeout(timeout),
                maximumBytes: max(0, maximumBytes))
            if (300..<400).contains(answer.status) {
                let target = answer.location.map { " to \($0.prefix(200))" } ?? ""
                return .failure(
                    .badAnswer(
                        reason: "a redirect (\(answer.status))\(target), which mvx does not follow; use that address"))
            }
            return .success((answer.status, answer.body))
        } catch {
            return .failure(APIError(transport: error, url: url, limit: maximumBytes))
        }
    }
}
