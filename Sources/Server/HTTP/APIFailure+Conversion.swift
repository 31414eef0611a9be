import Foundation
import GRDB
import Hummingbird
import NIOHTTP1

extension APIFailure {
    /// Turns any error a handler or Hummingbird threw into an error answer.
    ///
    /// Known errors become 4xx with a helpful message; anything unexpected is a 500, which the
    /// test suite treats as a bug.
    init(converting error: any Error, request: Request, endpointPath: String?) {
        switch error {
        case let failure as APIFailure:
            self = failure
        case let decoding as DecodingError:
            self = .badRequest(Self.explain(decoding))
        case let http as any HTTPResponseError where http.status == .notFound && endpointPath == "NotFound":
            self = Self.noRoute(for: request)
        case let http as HTTPError:
            self = Self.fromHTTP(status: http.status, message: http.body)
        case let http as any HTTPResponseError:
            self = Self.fromHTTP(status: http.status, message: nil)
        case is RowDecodingError:
            self = APIFailure(
                status: .internalServerError, code: "unreadable_data",
                message: "The database holds a value the server cannot read (\(error)). Repair or replace the "
                    + "database file; nothing was changed.")
        case let database as DatabaseError:
            self = Self.sqlite(database)
        case let parser as HTTPParserError:
            // A broken body (a chunk size that is not hex, say) surfaces while a handler reads it.
            self = .badRequest(
                "The request body is not valid HTTP/1.1 (\(parser)). The server closes the connection.")
        case is CancellationError:
            self = APIFailure(
                status: .serviceUnavailable, code: "shutting_down",
                message: "The server is shutting down; retry once it is back.")
        default:
            self = APIFailure(
                status: .internalServerError, code: "internal",
                message: "The server failed unexpectedly (\(type(of: error))). This is a bug; please report it.")
        }
    }

    /// A failed SQLite call: the file locked by another process past the deadline, or the disk refusing (full,
    /// read-only, failing) is a `503` with `Retry-After` that says so; anything else stays the `500` of a bug.
    private static func sqlite(_ error: DatabaseError) -> APIFailure {
        let detail = error.message ?? "\(error.resultCode)"
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return APIFailure(
                status: .serviceUnavailable, code: "database_timeout",
                message: "The database file stayed locked by another process past the deadline (\(detail)); nothing "
                    + "was changed. Try again in a moment, or stop the other process (a second server, a sqlite3 "
                    + "shell) that holds it.", retryAfter: 1)
        case .SQLITE_FULL, .SQLITE_READONLY, .SQLITE_IOERR, .SQLITE_CANTOPEN:
            return APIFailure(
                status: .serviceUnavailable, code: "database_unavailable",
                message: "The database file cannot be written (\(detail)): free disk space or repair the file's "
                    + "permissions, then try again.", retryAfter: 1)
        default:
            return APIFailure(
                status: .internalServerError, code: "internal",
                message: "The database failed unexpectedly (\(detail)). This is a bug; please report it.")
        }
    }

    private static func fromHTTP(status: HTTPResponse.Status, message: String?) -> APIFailure {
        switch status {
        case .contentTooLarge:
            return APIFailure(
                status: status, code: "payload_too_large",
                message: "The request body is too large; bodies are small JSON objects.")
        case .badRequest:
            return .badRequest(message ?? "The request could not be read.")
        case .notFound:
            return .notFound(message ?? "Not found.")
        default:
            let code = status.reasonPhrase.lowercased().replacingOccurrences(of: " ", with: "_")
            return APIFailure(status: status, code: code, message: message ?? status.reasonPhrase)
        }
    }

    /// 404 for a path no route knows, 405 when the path exists with other methods.
    private static func noRoute(for request: Request) -> APIFailure {
        let path = request.uri.path
        let methods = APIRoute.routes(fitting: path).map(\.method.rawValue)
        guard methods.isEmpty else {
            let allowed = Set(methods).sorted().joined(separator: ", ")
            return .methodNotAllowed(
                "\(request.method.rawValue) is not allowed on \(path); use \(allowed).", allowing: allowed)
        }
        return .notFound(
            "No route for \(request.method.rawValue) \(path). GET /openapi.yaml lists the endpoints.")
    }

    /// A decoding error in words: which field, what was wrong.
    static func explain(_ error: DecodingError) -> String {
        func field(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "the body" : "`" + path.map(\.stringValue).joined(separator: ".") + "`"
        }
        switch error {
        case .keyNotFound(let key, let context):
            let path = field(context.codingPath + [key])
            return "The JSON body is missing the field \(path)."
        case .typeMismatch(_, let context) where context.codingPath.isEmpty:
            return "The JSON body must be an object, such as {\"num\": 3}."
        case .typeMismatch(let type, let context):
            return "The field \(field(context.codingPath)) must be \(describe(type))."
        case .valueNotFound(let type, let context):
            return "The field \(field(context.codingPath)) must be \(describe(type)), not null."
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "The request body is not valid JSON. Send a JSON object with Content-Type: application/json."
        case .dataCorrupted(let context):
            return "The field \(field(context.codingPath)) is invalid: \(context.debugDescription)"
        @unknown default:
            return "The JSON body could not be read."
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type: "an integer"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        default: "a \(type)"
        }
    }
}
