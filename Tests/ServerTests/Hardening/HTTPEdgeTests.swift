import Foundation
import Model
import Server
import TestSupport
import Testing

/// What HTTP/1.1 asks of a server at the edges: broken chunk sizes, HTTP/1.0 closes, `Expect: 100-continue`, bodies
/// too large, Host headers with junk after the name.
@Suite("HTTP edges")
struct HTTPEdgeTests {
    @Test(
        "a chunk size that is not a hex number is a 400 JSON error, not a 500 'bug'",
        arguments: ["zz", "-5", "10000000000000000"])
    func malformedChunkSize(size: String) async throws {
        try await withServer { server in
            // Given a login whose chunked body has a broken chunk size
            let connection = try await RawConnection.open(port: server.port)
            await connection.send(
                "POST /auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Transfer-Encoding: chunked\r\n\r\n\(size)\r\n{\"username\":\"alice\"}\r\n0\r\n\r\n")
            // Then the answer is a client error in the JSON shape, and the connection closes
            let answer = await connection.read(timeout: .seconds(5))
            let first = try #require(RawAnswer.parseAll(answer.text).first, "\(answer.text)")
            #expect(first.status == "400")
            #expect(first.body.contains(#""code":"bad_request""#))
            #expect(answer.closed)
        }
    }

    @Test("an HTTP/1.0 request without keep-alive is answered and its connection closed")
    func http10Closes() async throws {
        try await withServer { server in
            // Given an HTTP/1.0 client, which waits for the close to know the answer is complete
            let connection = try await RawConnection.open(port: server.port)
            await connection.send("GET /counters HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n")
            // Then it gets the answer and the close, long before the five-minute idle timeout
            let answer = await connection.read(timeout: .seconds(5))
            #expect(RawAnswer.parseAll(answer.text).first?.status == "200")
            #expect(answer.text.lowercased().contains("connection: close"))
            #expect(answer.closed)
        }
    }

    @Test("Expect: 100-continue gets 100 Continue before the body is sent, then the answer")
    func expectContinue() async throws {
        try await withServer { server in
            // Given a login that waits for 100 Continue before sending its body
            let body = #"{"username":"alice","password":"mvx-demo"}"#
            let connection = try await RawConnection.open(port: server.port)
            await connection.send(
                "POST /auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Content-Length: \(body.utf8.count)\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n")
            // Then the server asks for the body
            #expect(await connection.read(timeout: .seconds(2)).text.hasPrefix("HTTP/1.1 100 Continue\r\n"))
            // And answers it once sent
            await connection.send(body)
            // (the server closes the connection after it, so the read ends there; the login may take seconds)
            #expect(await connection.read(timeout: .seconds(20)).text.hasPrefix("HTTP/1.1 200"))
        }
    }

    @Test("a body announced larger than 64 KiB is refused with 413 before it is sent, and the connection closes")
    func oversizedRefusedEarly() async throws {
        try await withServer { server in
            // Given a client announcing 2 MB and waiting for 100 Continue
            let connection = try await RawConnection.open(port: server.port)
            await connection.send(
                "PUT /counters/1 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 2000000\r\nExpect: 100-continue\r\n\r\n")
            // Then, with not one byte of the body sent, it gets a JSON 413 and the close
            let answer = await connection.read(timeout: .seconds(5))
            let first = try #require(RawAnswer.parseAll(answer.text).first, "\(answer.text)")
            #expect(first.status == "413")
            #expect(first.body.contains("payload_too_large"))
            #expect(!answer.text.contains("100 Continue"))
            #expect(answer.closed)
        }
    }

    @Test("after a 413 for a chunked body, a keep-alive connection is closed, as README says")
    func closesAfterTooLarge() async throws {
        try await withServer { server in
            // Given a chunked body of 70 kB on a keep-alive connection, then a second request behind it
            let connection = try await RawConnection.open(port: server.port)
            let chunk = String(repeating: "a", count: 70_000)
            await connection.send(
                "POST /auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Transfer-Encoding: chunked\r\n\r\n\(String(chunk.utf8.count, radix: 16))\r\n\(chunk)\r\n0\r\n\r\n"
                    + "GET /counters HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            // Then the 413 is the only answer, and the connection closes
            let answer = await connection.read(timeout: .seconds(5))
            #expect(RawAnswer.parseAll(answer.text).map(\.status) == ["413"])
            #expect(answer.closed)
        }
    }

    @Test(
        "a Host header with anything but a port after the name is refused with 421",
        arguments: ["127.0.0.1:evil.com", "localhost:80x", "[::1]evil", "localhost:123456"])
    func hostWithJunk(host: String) async throws {
        try await withServer { server in
            let connection = try await RawConnection.open(port: server.port)
            await connection.send("GET /users HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
            #expect(RawAnswer.parseAll(await connection.read().text).first?.status == "421")
        }
    }

    @Test("an empty or malformed allowed host is refused when the server starts")
    func emptyAllowedHost() async throws {
        for name in ["", "evil host", "a/b"] {
            await #expect(throws: ServerError.self) {
                try await withServer(configure: { $0.allowedHosts = [name] }) { _ in }
            }
        }
    }
}
