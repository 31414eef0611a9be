import Hummingbird

/// Answers `421 Misdirected Request` when the Host header names a host this server was not told to answer to.
///
/// A web page can point a DNS name of its own at 127.0.0.1 (DNS rebinding) and so reach a local server from a
/// browser; the Host header still carries that name, so checking it keeps such pages out.
struct HostCheckMiddleware: RouterMiddleware {
    typealias Context = MVXRequestContext

    /// Lowercased host names without port or brackets.
    let allowed: Set<String>

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        if let authority = request.head.authority, !allowed.contains(Self.hostName(of: authority)) {
            throw APIFailure(
                status: .misdirectedRequest, code: "misdirected_request",
                message: "This server does not answer to the host \"\(authority.prefix(100))\". "
                    + "Use 127.0.0.1 or localhost, or start it with --allow-host NAME.")
        }
        return try await next(request, context)
    }

    /// `[::1]:8080` → `::1`, `LocalHost:80` → `localhost`.
    static func hostName(of authority: String) -> String {
        let lowered = authority.lowercased()
        if lowered.hasPrefix("["), let close = lowered.firstIndex(of: "]") {
            return String(lowered[lowered.index(after: lowered.startIndex)..<close])
        }
        return String(lowered.prefix { $0 != ":" })
    }
}
