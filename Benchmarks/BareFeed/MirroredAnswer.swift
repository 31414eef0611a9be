import Foundation
import Hummingbird
import LiveServices
import Model

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A bare route's answer for one of mvx serve's page routes: the value that route answered once, kept in memory and
/// encoded anew for every request with the project's wire encoder — all of the route's work but the database and
/// the middleware.
struct MirroredAnswer<Value: Codable & Sendable>: ResponseGenerator {
    let value: Value
    private let encoder = WireCoding.encoder()

    init(_ value: Value) {
        self.value = value
    }

    /// The value `path` of the server at `base` answers.
    static func fetch(_ path: String, from base: URL) async throws -> MirroredAnswer {
        guard let url = URL(string: base.absoluteString + path) else { throw BareFeedError("bad path \(path)") }
        let (data, status) = try await HTTPExchange.send(URLRequest(url: url))
        guard status == 200 else { throw BareFeedError("\(path) answered \(status)") }
        return MirroredAnswer(try WireCoding.decoder().decode(Value.self, from: data))
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(bytes: try encoder.encode(value))))
    }
}

/// Why the bare server cannot start.
struct BareFeedError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
