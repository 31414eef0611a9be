import HTTPTypes
import Hummingbird
import Model

/// The responses behind ``Model/BrokenAnswer``: an oversized body is streamed here; the other two are marked for the
/// ``ConnectionGuard``, which alone can write bytes that are not HTTP or close without answering.
enum BrokenAnswerResponse {
    /// The header that carries the mark; the guard removes it.
    static let markField = HTTPField.Name("X-MVX-Broken-Answer") ?? .connection
    /// The oversized body's length: 64 MB.
    static let oversizedBytes = 64 * 1_024 * 1_024

    static func make(_ broken: BrokenAnswer) -> Response {
        switch broken {
        case .notHTTP, .close:
            return Response(status: .ok, headers: [markField: broken.rawValue, .contentLength: "0"])
        case .oversized:
            let chunk = ByteBuffer(repeating: UInt8(ascii: " "), count: 65_536)
            let body = ResponseBody { writer in
                var sent = 0
                while sent < oversizedBytes {
                    try await writer.write(chunk)
                    sent += chunk.readableBytes
                }
                try await writer.finish(nil)
            }
            return Response(
                status: .ok,
                headers: [.contentType: "application/json", .contentLength: String(oversizedBytes)],
                body: body)
        }
    }
}
