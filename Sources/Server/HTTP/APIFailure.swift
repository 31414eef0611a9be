import Foundation
import Hummingbird
import Model

/// An error answer: a 4xx (or an injected) status and the `{"error":{"code","message"}}` body.
struct APIFailure: Error, Sendable, Hashable {
    let status: HTTPResponse.Status
    let code: String
    let message: String

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

    static func methodNotAllowed(_ message: String) -> APIFailure {
        APIFailure(status: .methodNotAllowed, code: "method_not_allowed", message: message)
    }

    /// The response carrying this failure's JSON body.
    func response() -> Response {
        let data = (try? WireCoding.encoder().encode(ErrorBody(code: code, message: message))) ?? Data()
        return Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8", .contentLength: String(data.count)],
            body: .init(byteBuffer: ByteBuffer(bytes: data))
        )
    }
}
