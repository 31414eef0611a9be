import Hummingbird
import NIOCore

extension Response {
    /// The media type of every JSON answer.
    static let jsonContentType = "application/json; charset=utf-8"

    /// An answer carrying `bytes` of JSON, with its type and length.
    static func json(_ bytes: some Sequence<UInt8>, status: HTTPResponse.Status = .ok) -> Response {
        let buffer = ByteBuffer(bytes: bytes)
        return Response(
            status: status,
            headers: [.contentType: jsonContentType, .contentLength: String(buffer.readableBytes)],
            body: ResponseBody(byteBuffer: buffer))
    }
}
