import Foundation
import Hummingbird
import Model

/// An error answer: a 4xx (or an injected) status and the `{"error":{"code","message"}}` body.
struct APIFailure: Error, Sendable, Hashable {
    let status: HTTPResponse.Status
    let code: String
    let message: String
    /// Seconds a client should wait before trying again (`Retry-After`), for a 429 or a 503.
    var retryAfter: Int?
    /// The methods the path allows (`Allow`), for a 405, as RFC 9110 requires.
    var allowedMethods: String?

    static func badRequest(_ message: String) -> APIFailure {
        APIFailure(status: .badRequest, code: "bad_request", message: message)
    }

    static func unauthorized(_ message: String) -> APIFailure {
        APIFailure(status: .unauthorized, code: "unauthorized", message: message)
    }

    static func forbidden(_ message: String) -> APIFailure {
        APIFailure(status: .forbidden, code: "forbidden", message: message)
    }

    static func notFound(_ message: String) -> APIFailure {
        APIFailure(status: .notFound, code: "not_found", message: message)
    }

    static func tooManyRequests(_ message: String, retryAfter: Int) -> APIFailure {
        APIFailure(status: .tooManyRequests, code: "too_many_requests", message: message, retryAfter: retryAfter)
    }

    static func methodNotAllowed(_ message: String, allowing methods: String) -> APIFailure {
        APIFailure(status: .methodNotAllowed, code: "method_not_allowed", message: message, allowedMethods: methods)
    }

    /// The `{"error":{"code","message"}}` body.
    var body: Data {
        (try? WireCoding.encoder().encode(ErrorBody(code: code, message: message))) ?? Data()
    }

    /// The response carrying this failure's JSON body.
    func response() -> Response {
        var response = Response.json(body, status: status)
        if let retryAfter {
            response.headers[.retryAfter] = String(retryAfter)
        }
        if let allowedMethods {
            response.headers[.allow] = allowedMethods
        }
        return response
    }
}
