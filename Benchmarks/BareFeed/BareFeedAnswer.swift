import Foundation
import Hummingbird
import Model

/// The bare route's answer: the in-memory feed, encoded anew for every request.
struct BareFeedAnswer: ResponseGenerator {
    let feed: NewsFeed
    /// What a plain Hummingbird app would use, with the one output option the project's wire coding shares.
    let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return encoder
    }()

    func response(from request: Request, context: some RequestContext) throws -> Response {
        let data = try encoder.encode(feed)
        return Response(
            status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}
