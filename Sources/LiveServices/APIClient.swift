import Foundation
import Model
import Synchronization

/// Talks JSON to the MVX server over HTTP, with async/await and typed errors.
///
/// One client serves the whole app: it holds the base URL and the session token, and counts every request in
/// its ``activity`` so that a headless host can wait until the app is idle. It is `Sendable` and its methods
/// are not isolated to any actor: call them from the main actor and they do their work off it.
///
/// ```swift
/// let client = APIClient(baseURL: server.baseURL)
/// let page: Page<Blog> = try await client.get("/users/1/blogs", query: ["offset": "0", "limit": "20"])
/// ```
public final class APIClient: Sendable {
    /// The server's root, such as `http://127.0.0.1:8080`; request paths are appended to its path.
    public let baseURL: URL
    /// The in-flight counter this client reports to.
    public let activity: NetworkActivity
    /// How long a request may take, answer included, before it fails with ``APIError/noConnection(reason:)``.
    public let timeout: TimeInterval
    /// How long the server has to accept the connection; a refused connection fails at once, whatever this is.
    public let connectTimeout: TimeInterval
    /// The largest answer body read; a larger one fails with ``APIError/badAnswer(reason:)`` and is not kept.
    public let maximumAnswerBytes: Int

    /// 8 MB: the largest answer of this API (a voice's audio) is well under 1 MB.
    public static let defaultMaximumAnswerBytes = 8 * 1_024 * 1_024

    private let storedToken: Mutex<String?>

    /// Creates a client for the server at `baseURL`.
    ///
    /// - Parameters:
    ///   - baseURL: The server's root URL.
    ///   - token: A bearer token to start with; ``LiveAuthService`` sets it on login.
    ///   - activity: Where to count requests in flight; by default a fresh tracker.
    ///   - timeout: Seconds to wait for a whole answer (``HTTPExchange/defaultAnswerTimeout`` by default), between
    ///     0.001 and 3600.
    ///   - connectTimeout: Seconds to wait for the server to accept the connection
    ///     (``HTTPExchange/defaultConnectTimeout`` by default), between 0.001 and 3600.
    ///   - maximumAnswerBytes: The largest answer body read (``defaultMaximumAnswerBytes`` by default).
    public init(
        baseURL: URL, token: String? = nil, activity: NetworkActivity = NetworkActivity(),
        timeout: TimeInterval = HTTPExchange.defaultAnswerTimeout,
        connectTimeout: TimeInterval = HTTPExchange.defaultConnectTimeout,
        maximumAnswerBytes: Int = APIClient.defaultMaximumAnswerBytes
    ) {
        self.baseURL = baseURL
        self.activity = activity
        self.timeout = HTTPExchange.boundedTimeout(timeout)
        self.connectTimeout = HTTPExchange.boundedTimeout(connectTimeout)
        self.maximumAnswerBytes = max(0, maximumAnswerBytes)
        self.storedToken = Mutex(token)
    }

    /// The bearer token sent as `Authorization: Bearer …`, or `nil` to send none.
    public var token: String? {
        get { storedToken.withLock { $0 } }
        set { storedToken.withLock { $0 = newValue } }
    }

    /// Sends a request and answers the body of a 2xx response as raw bytes.
    ///
    /// - Parameters:
    ///   - method: The HTTP method.
    ///   - path: The path below ``baseURL``, unescaped, such as `/news/abc/read`.
    ///   - query: Query parameters, in order.
    ///   - body: A JSON body, already encoded.
    /// - Throws: ``APIError`` for no connection, a non-2xx status (401 as ``APIError/unauthorized(_:)``),
    ///   cancellation, or a request that cannot be built.
    public func data(
        _ method: HTTPMethod, _ path: String, query: KeyValuePairs<String, String> = [:], body: Data? = nil
    ) async throws(APIError) -> Data {
        try await activity.track { () async throws(APIError) -> Data in
            let request = try makeRequest(method, path, query: query, body: body)
            return try await perform(request)
        }
    }

    /// Sends a request and decodes a 2xx answer as `Response` with ``WireCoding``.
    ///
    /// - Throws: everything ``data(_:_:query:body:)`` throws, and ``APIError/undecodable(type:reason:)`` when the
    ///   answer is not a `Response`.
    public func send<Response: Decodable>(
        _ method: HTTPMethod, _ path: String, query: KeyValuePairs<String, String> = [:], body: Data? = nil,
        as type: Response.Type = Response.self
    ) async throws(APIError) -> Response {
        try await activity.track { () async throws(APIError) -> Response in
            let request = try makeRequest(method, path, query: query, body: body)
            let data = try await perform(request)
            do {
                return try WireCoding.decoder().decode(Response.self, from: data)
            } catch {
                throw APIError(decoding: Response.self, error: error)
            }
        }
    }

    /// Encodes `body` as JSON with ``WireCoding`` and sends it; decodes a 2xx answer as `Response`.
    public func send<Body: Encodable, Response: Decodable>(
        _ method: HTTPMethod, _ path: String, query: KeyValuePairs<String, String> = [:], json body: Body,
        as type: Response.Type = Response.self
    ) async throws(APIError) -> Response {
        let encoded: Data
        do {
            encoded = try WireCoding.encoder().encode(body)
        } catch {
            throw .invalidRequest(reason: "the \(Body.self) body cannot be encoded as JSON: \(error)")
        }
        return try await send(method, path, query: query, body: encoded, as: type)
    }

    private func makeRequest(
        _ method: HTTPMethod, _ path: String, query: KeyValuePairs<String, String>, body: Data?
    ) throws(APIError) -> HTTPConnection.Request {
        if let problem = HTTPExchange.problem(with: baseURL) {
            throw .invalidRequest(reason: "the base URL cannot be used: \(problem)")
        }
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
            throw .invalidRequest(reason: "the base URL \(baseURL.absoluteString) is not an http(s) URL with a host")
        }
        let basePath = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
        components.path = basePath + (path.hasPrefix("/") ? path : "/" + path)
        components.queryItems = query.isEmpty ? nil : query.map { URLQueryItem(name: $0.key, value: $0.value) }
        // `URLQueryItem` leaves `+` alone, and many servers read a bare `+` in a query as a space.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        guard let url = components.url else {
            throw .invalidRequest(reason: "no valid URL from \(baseURL.absoluteString) and path \(path)")
        }
        var request = HTTPConnection.Request(method: method.rawValue, url: url, body: body)
        request.headers.append(("Accept", "application/json"))
        if body != nil {
            request.headers.append(("Content-Type", "application/json"))
        }
        if let token {
            request.headers.append(("Authorization", "Bearer \(token)"))
        }
        return request
    }

    private func perform(_ request: HTTPConnection.Request) async throws(APIError) -> Data {
        let answer: Result<(status: Int, body: Data), APIError>
        if let tracker = WorkTracker.current {
            answer = await tracker.waitingForNetwork { await exchange(request) }
        } else {
            answer = await exchange(request)
        }
        let (status, body) = try answer.get()
        guard (200..<300).contains(status) else {
            throw APIError(status: status, body: body)
        }
        return body
    }

    /// Sends the request and reads at most ``maximumAnswerBytes`` of the answer, within ``timeout``.
    private func exchange(_ request: HTTPConnection.Request) async -> Result<(status: Int, body: Data), APIError> {
        await HTTPExchange.send(
            request, connectTimeout: connectTimeout, timeout: timeout, maximumBytes: maximumAnswerBytes)
    }
}
