import Foundation
import Hummingbird

extension MVXRequestContext {
    /// Reads the JSON body as `type`; a missing or malformed body is a 400 that shows `example`.
    func decodeBody<Body: Decodable>(_ type: Body.Type, from request: Request, example: String) async throws -> Body {
        let buffer = try await request.body.collect(upTo: maxUploadSize)
        guard buffer.readableBytes > 0 else {
            throw APIFailure.badRequest("This request needs a JSON body, such as \(example).")
        }
        do {
            return try requestDecoder.decode(Body.self, from: Data(buffer.readableBytesView))
        } catch let error as DecodingError {
            throw APIFailure.badRequest(APIFailure.explain(error) + " Expected a body such as \(example).")
        }
    }
}
