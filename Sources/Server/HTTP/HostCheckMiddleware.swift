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
        if let authority = request.head.authority, !(Self.hostName(of: authority).map(allowed.contains) ?? false) {
            throw APIFailure(
                status: .misdirectedRequest, code: "misdirected_request",
                message: "This server does not answer to the host \"\(authority.prefix(100))\". "
                    + "Use 127.0.0.1 or localhost, or start it with --allow-host NAME.")
        }
        return try await next(request, context)
    }

    /// `[::1]:8080` → `::1`, `LocalHost:80` → `localhost`; `nil` when what follows the name is not `:` and a port
    /// (`127.0.0.1:evil.com`, `[::1]x`).
    static func hostName(of authority: String) -> String? {
        let lowered = authority.lowercased()
        let name: Substring
        let rest: Substring
        if lowered.hasPrefix("[") {
            guard let close = lowered.firstIndex(of: "]") else { return nil }
            name = lowered[lowered.index(after: lowered.startIndex)..<close]
            rest = lowered[lowered.index(after: close)...]
        } else {
            let colon = lowered.firstIndex(of: ":") ?? lowered.endIndex
            name = lowered[..<colon]
            rest = lowered[colon...]
        }
        // `:` and up to five digits, or nothing (an empty port is allowed by RFC 3986).
        guard rest.count <= 6, rest.isEmpty || (rest.first == ":" && rest.dropFirst().allSatisfy(\.isASCIIDigit))
        else { return nil }
        return String(name)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
