import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Talks JSON to the MVX server over `URLSession`, with async/await and typed errors.
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
    /// How long a request may wait for the server before it fails with ``APIError/noConnection(reason:)``.
    ///
    /// On Linux, `URLSession` counts whole seconds (and gives up at once below one), so the timeout asked for is
    /// rounded up to a whole number of seconds there, one at least.
    public let timeout: TimeInterval

    private let session: URLSession
    private let storedToken: Mutex<String?>

    /// Creates a client for the server at `baseURL`.
    ///
    /// - Parameters:
    ///   - baseURL: The server's root URL.
    ///   - token: A bearer token to start with; ``LiveAuthService`` sets it on login.
    ///   - activity: Where to count requests in flight; by default a fresh tracker.
    ///   - timeout: Seconds to wait for an answer (15 by default).
    public init(
        baseURL: URL, token: String? = nil, activity: NetworkActivity = NetworkActivity(), timeout: TimeInterval = 15
    ) {
        self.baseURL = baseURL
        self.activity = activity
        #if canImport(FoundationNetworking)
            self.timeout = max(1, timeout.rounded(.up))
        #else
            self.timeout = timeout
        #endif
        self.storedToken = Mutex(token)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = self.timeout
        configuration.timeoutIntervalForResource = self.timeout * 4
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        self.session = URLSession(configuration: configuration)
    }

    deinit {
        session.finishTasksAndInvalidate()
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
    ) throws(APIError) -> URLRequest {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false),
            components.scheme == "http" || components.scheme == "https", components.host != nil
        else {
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
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = method.rawValue
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let body {
            request.httpBody = body
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        if let token {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        return request
    }

    private func perform(_ request: URLRequest) async throws(APIError) -> Data {
        let data: Data
        let response: URLResponse
        let answer: Result<(Data, URLResponse), any Error>
        if let tracker = WorkTracker.current {
            answer = await tracker.waitingForNetwork { await exchange(request) }
        } else {
            answer = await exchange(request)
        }
        switch answer {
        case .success(let answer): (data, response) = answer
        case .failure(let error): throw APIError(transport: error, url: request.url)
        }
        guard let http = response as? HTTPURLResponse else {
            throw .undecodable(type: "HTTPURLResponse", reason: "the answer was not an HTTP response")
        }
        guard (200..<300).contains(http.statusCode) else {
            throw APIError(status: http.statusCode, body: data)
        }
        return data
    }

    /// Runs one data task, cancelling it off the cancelling thread.
    ///
    /// `URLSession.data(for:)` on Linux can deadlock when its task is cancelled while the answer is being delivered
    /// (swift-corelibs-foundation #5412): `Task.cancel()` runs the cancellation handler inline, often from a
    /// `deinit` on the main actor. A completion-handler task, cancelled from a global queue, cannot deadlock that way.
    private func exchange(_ request: URLRequest) async -> Result<(Data, URLResponse), any Error> {
        let pending = PendingDataTask()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error {
                        continuation.resume(returning: .failure(error))
                    } else if let response {
                        continuation.resume(returning: .success((data ?? Data(), response)))
                    } else {
                        continuation.resume(returning: .failure(URLError(.badServerResponse)))
                    }
                }
                pending.start(task)
            }
        } onCancel: {
            pending.cancel()
        }
    }
}

/// A data task that may be cancelled before it has started; cancellation is always sent from a global queue.
private final class PendingDataTask: Sendable {
    private struct State {
        var task: URLSessionDataTask?
        var isCancelled = false
    }
    private let state = Mutex(State())

    func start(_ task: URLSessionDataTask) {
        let cancelledAlready = state.withLock { state in
            state.task = task
            return state.isCancelled
        }
        task.resume()
        if cancelledAlready { cancelSoon(task) }
    }

    func cancel() {
        let task = state.withLock { state in
            state.isCancelled = true
            return state.task
        }
        if let task { cancelSoon(task) }
    }

    private func cancelSoon(_ task: URLSessionDataTask) {
        DispatchQueue.global().async { task.cancel() }
    }
}
