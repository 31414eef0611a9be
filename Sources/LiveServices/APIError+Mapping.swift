import Foundation
import Model
import NIOCore
import NIOHTTP1
import NIOPosix

extension APIError {
    /// Maps a failure of the transport itself: no usable HTTP answer at all.
    ///
    /// `limit` is the answer size the client accepts, to say how much was too much.
    init(transport error: any Error, url: URL?, limit: Int) {
        let server = url.flatMap { url in url.host.map { host in url.port.map { "\(host):\($0)" } ?? host } }
        let at = server.map { " at \($0)" } ?? ""
        let from = server.map { " (\($0))" } ?? ""
        switch error {
        case is CancellationError:
            self = .cancelled
        case is HTTPConnection.TimedOut:
            self = .noConnection(reason: "no answer\(at) in time")
        case ChannelError.connectTimeout:
            self = .noConnection(reason: "nothing answers\(at) in time")
        case is HTTPConnection.TooLarge:
            self = .badAnswer(reason: "over \(limit / 1_048_576) MB\(from)")
        case is HTTPParserError:
            self = .badAnswer(reason: "not HTTP\(from)")
        case is HTTPConnection.ClosedEarly, ChannelError.eof, ChannelError.ioOnClosedChannel,
            ChannelError.outputClosed:
            self = .badAnswer(reason: "connection closed\(from)")
        case is NIOConnectionError:
            self = .noConnection(reason: "nothing answers\(at)")
        case let error as IOError where error.errnoCode == ECONNREFUSED:
            self = .noConnection(reason: "nothing answers\(at)")
        case let error as IOError where error.errnoCode == ECONNRESET || error.errnoCode == EPIPE:
            self = .badAnswer(reason: "connection closed\(from)")
        default:
            self = .noConnection(reason: String(describing: error))
        }
    }

    /// Maps a non-2xx answer, reading the server's `{"error":{code,message}}` when the body holds one.
    init(status: Int, body: Data) {
        let detail = try? WireCoding.decoder().decode(ErrorBody.self, from: body).error
        self = status == 401 ? .unauthorized(detail) : .http(status: status, detail)
    }

    /// Maps a 2xx answer that is not a `Response`.
    init<Response>(decoding type: Response.Type, error: any Error) {
        let reason: String
        switch error {
        case DecodingError.typeMismatch(let expected, let context):
            reason = "expected \(expected) at \(Self.path(context.codingPath)): \(context.debugDescription)"
        case DecodingError.valueNotFound(let expected, let context):
            reason = "no \(expected) at \(Self.path(context.codingPath)): \(context.debugDescription)"
        case DecodingError.keyNotFound(let key, let context):
            reason = "missing key \"\(key.stringValue)\" at \(Self.path(context.codingPath))"
        case DecodingError.dataCorrupted(let context):
            reason = "\(context.debugDescription) at \(Self.path(context.codingPath))"
        default:
            reason = String(describing: error)
        }
        self = .undecodable(type: String(describing: type), reason: reason)
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        guard !codingPath.isEmpty else { return "the top level" }
        return codingPath.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }.joined(separator: ".")
    }
}
