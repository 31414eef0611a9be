import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension APIError {
    /// Maps a failure of `URLSession` itself (no HTTP answer at all).
    init(transport error: any Error, url: URL?) {
        let code: URLError.Code? =
            if let urlError = error as? URLError {
                urlError.code
            } else if (error as NSError).domain == NSURLErrorDomain {
                URLError.Code(rawValue: (error as NSError).code)
            } else {
                nil
            }
        let server = url.flatMap { url in url.host.map { host in url.port.map { "\(host):\($0)" } ?? host } }
        let at = server.map { " at \($0)" } ?? ""
        switch code {
        case .cancelled?:
            self = .cancelled
        case .badURL?, .unsupportedURL?:
            self = .invalidRequest(reason: "the URL \(url?.absoluteString ?? "?") cannot be requested")
        case .cannotConnectToHost?:
            self = .noConnection(reason: "nothing answers\(at)")
        case .cannotFindHost?, .dnsLookupFailed?:
            self = .noConnection(reason: "the host\(at) is unknown")
        case .timedOut?:
            self = .noConnection(reason: "no answer\(at) in time")
        case .networkConnectionLost?:
            self = .noConnection(reason: "the connection\(at) was lost")
        case .notConnectedToInternet?:
            self = .noConnection(reason: "this machine is offline")
        default:
            self = .noConnection(reason: error.localizedDescription)
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
