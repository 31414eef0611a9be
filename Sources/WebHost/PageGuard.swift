import HTTPTypes
import Hummingbird
import NIOCore

/// Runs before every route: refuses a request for another host (DNS rebinding) and any method but GET, and gives
/// every answer the security headers (no inline script unless a route allows its own, no MIME sniffing, no framing by
/// another page).
struct PageGuard<Context: RequestContext>: RouterMiddleware {
    let gate: HostGate

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response: Response
        if !gate.admits(host: request.head.authority) {
            response = Self.text(gate.refusal, status: .misdirectedRequest)
        } else if request.method != .get {
            response = Self.text(
                "Only GET is served here: the pages talk to the server over their WebSocket.\n",
                status: .methodNotAllowed)
            response.headers[.allow] = "GET"
        } else {
            response = try await next(request, context)
        }
        if response.headers[.contentSecurityPolicy] == nil {
            response.headers[.contentSecurityPolicy] = "default-src 'self'; connect-src 'self'; frame-ancestors 'none'"
        }
        if let frameOptions = HTTPField.Name("X-Frame-Options") { response.headers[frameOptions] = "DENY" }
        response.headers[.xContentTypeOptions] = "nosniff"
        if response.headers[.cacheControl] == nil { response.headers[.cacheControl] = "no-cache" }
        return response
    }

    /// A response of `body` with `contentType`.
    static func body(_ body: String, contentType: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status, headers: [.contentType: contentType],
            body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }

    /// A plain-text response for people: what happened and what to do.
    static func text(_ text: String, status: HTTPResponse.Status) -> Response {
        body(text, contentType: "text/plain; charset=utf-8", status: status)
    }
}
