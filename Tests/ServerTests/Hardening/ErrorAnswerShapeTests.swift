import Foundation
import Model
import Server
import TestSupport
import Testing

/// The answers written below the router (to a malformed request, to `CONNECT`) are JSON errors with a length, and
/// the connection closes, so a client never waits for the end of a body that has no end.
@Suite("Errors below the router")
struct ErrorAnswerShapeTests {
    @Test(
        "a request that is not HTTP, or a CONNECT, gets a JSON error with a Content-Length and a closed connection",
        arguments: [
            ("GARBAGE\r\n\r\n", "400", "bad_request"),
            ("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: nope\r\n\r\n", "400", "bad_request"),
            ("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n", "405", "method_not_allowed"),
            (
                "GET /users HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nCONNECT a:1 HTTP/1.1\r\nHost: a\r\n\r\n", "405",
                "method_not_allowed"
            ),
        ])
    func belowTheRouter(request: String, status: String, code: String) async throws {
        try await withServer { server in
            // Given a raw connection
            let connection = try await RawConnection.open(port: server.port)
            // When the request is sent
            await connection.send(request)
            let answer = await connection.read()
            // Then the last answer has the status, a JSON error body of exactly its Content-Length, and the
            // server closed the connection
            #expect(answer.closed)
            let last = try #require(RawAnswer.parseAll(answer.text).last)
            #expect(last.status == status)
            #expect(last.contentLength == last.body.utf8.count)
            let error = try WireCoding.decoder().decode(ErrorBody.self, from: Data(last.body.utf8)).error
            #expect(error.code == code)
        }
    }
}

/// One HTTP/1.1 answer read off a raw connection.
struct RawAnswer {
    let status: String
    let contentLength: Int?
    let body: String

    /// Splits a stream of answers, each framed by its Content-Length (the rest of the stream when it has none).
    static func parseAll(_ text: String) -> [RawAnswer] {
        var answers: [RawAnswer] = []
        var rest = Substring(text)
        while let headEnd = rest.range(of: "\r\n\r\n") {
            let lines = rest[..<headEnd.lowerBound].components(separatedBy: "\r\n")
            let status = String(lines.first?.dropFirst("HTTP/1.1 ".count).prefix(3) ?? "")
            let length = lines.dropFirst().first { $0.lowercased().hasPrefix("content-length:") }
                .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) }
            let bodyBytes = rest[headEnd.upperBound...].utf8
            let body = String(decoding: bodyBytes.prefix(length ?? bodyBytes.count), as: UTF8.self)
            answers.append(RawAnswer(status: status, contentLength: length, body: body))
            rest = Substring(String(decoding: bodyBytes.dropFirst(length ?? bodyBytes.count), as: UTF8.self))
        }
        return answers
    }
}
