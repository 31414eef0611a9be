import Foundation
import HTTPTypes
import Hummingbird
import LiveServices
import Model
import Server
import TestSupport
import Testing

/// Ten thousand malformed requests from a seeded generator: the same run every time, and not one 5xx.
@Suite("Junk requests")
struct JunkRequestTests {
    @Test("9,000 junk requests over four connections and 1,000 junk byte streams: no 5xx, every error JSON")
    func noFiveHundreds() async throws {
        // Short timeouts, so that a stream announcing a body it never sends is dropped at once; the usual linger, so
        // that a loaded machine reads every answer before the final close.
        let configure: @Sendable (inout ServerConfiguration) -> Void = { configuration in
            ConnectionLimitTests.quick(&configuration)
            configuration.connections.lingerTimeout = .seconds(2)
        }
        try await withServer(faults: true, configure: configure) { server in
            // Given a valid token among the junk ones, and a reproducible generator per worker. The idle timeout is
            // 300 ms here: on a loaded machine a fresh connection can sit that long before its first request and be
            // closed under it, so the two well-formed requests of this test get another connection if they need one.
            let token = try await Self.retrying {
                try await Probe.using(port: server.port) { try await $0.login("alice") }
            }
            // When 9,000 junk requests arrive over four keep-alive connections
            let failures = try await withThrowingTaskGroup(of: [String].self) { group in
                for worker in 0..<4 {
                    group.addTask {
                        let junk = JunkRequests(
                            random: SeededRandomSource(seed: 0x4D56_58 + UInt64(worker)), validToken: token)
                        return try await Self.send(2_250, of: junk, port: server.port)
                    }
                }
                // And 1,000 byte streams that are not valid HTTP arrive, eight connections at a time
                for worker in 0..<8 {
                    group.addTask {
                        let junk = JunkBytes(random: SeededRandomSource(seed: 0xB17E + UInt64(worker)))
                        return await Self.sendRaw(125, of: junk, port: server.port)
                    }
                }
                return try await group.reduce(into: []) { $0 += $1 }
            }
            // Then none is a 5xx, and every error carries {"error":{code,message}} and its length
            #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
            // And the server still answers normally
            let users = try await Self.retrying { try await server.makeClient().get("/users", as: [User].self) }
            #expect(users.count >= 8)
        }
    }

    /// Runs `body`, again on a new connection each time one was closed under it (at most 20 times): this server
    /// drops any request not done in 300 ms, which a machine running the whole suite sometimes is not.
    private static func retrying<T>(_ body: () async throws -> T) async throws -> T {
        for _ in 1..<20 {
            if let result = try? await body() { return result }
        }
        return try await body()
    }

    private static func send(_ count: Int, of junk: JunkRequests, port: Int) async throws -> [String] {
        var failures: [String] = []
        var probe = Probe(port: port)
        for _ in 0..<count {
            let request = junk.next()
            let answer: Answer
            do {
                answer = try await probe.send(request.method, request.path, body: request.body, token: request.token)
            } catch {
                // The server may close after an error; a new connection carries on.
                await probe.close()
                probe = Probe(port: port)
                continue
            }
            let describe = "\(request.method) \(request.path) body=\(request.body ?? "nil") → \(answer.status)"
            if answer.status >= 500 {
                failures.append(describe + " " + answer.text)
            } else if answer.status >= 400, request.method != .head, answer.error == nil {
                failures.append(describe + " without a JSON error body: " + answer.text)
            }
        }
        await probe.close()
        return failures
    }

    private static func sendRaw(_ count: Int, of junk: JunkBytes, port: Int) async -> [String] {
        var failures: [String] = []
        for _ in 0..<count {
            let bytes = junk.next()
            guard let connection = try? await RawConnection.open(port: port) else {
                failures.append("connection refused")
                continue
            }
            await connection.send(bytes)
            let answer = await connection.read(timeout: .seconds(10))
            for parsed in RawAnswer.parseAll(answer.text)
            where parsed.status.hasPrefix("4") || parsed.status.hasPrefix("5") {
                let isJSON = (try? WireCoding.decoder().decode(ErrorBody.self, from: Data(parsed.body.utf8))) != nil
                if parsed.status.hasPrefix("5") || !isJSON || parsed.contentLength != parsed.body.utf8.count {
                    failures.append(
                        "\(String(decoding: bytes.prefix(80), as: UTF8.self).debugDescription) → \(answer.text)")
                }
            }
        }
        return failures
    }
}

/// Byte streams a broken or hostile client sends: bad request lines, bad framing, CONNECT, binary noise; each ends
/// with a blank line so the server has a whole head to judge.
struct JunkBytes: Sendable {
    let random: SeededRandomSource

    private static let starts = [
        "GET / HTTP/1.1\r\n", "GET /users HTTP/9.9\r\n", "G\u{0}T / HTTP/1.1\r\n", "GET  HTTP/1.1\r\n",
        "CONNECT mvx:443 HTTP/1.1\r\n", "POST /auth/login HTTP/1.1\r\n", "PUT /counters/1 HTTP/1.1\r\n",
        "GET /users HTTP/1.1\n", "\r\n\r\n", "HTTP/1.1 200 OK\r\n", "TRACE / HTTP/1.1\r\n",
    ]
    private static let headers = [
        "Host: 127.0.0.1\r\n", "Content-Length: -1\r\n", "Content-Length: 5\r\nContent-Length: 6\r\n",
        "Transfer-Encoding: chunked\r\n", "Content-Length: 99999999999999999999\r\n", "X: \u{7}\r\n",
        "Bad Header\r\n", "Host: evil.example\r\n", "Connection: close\r\n", "Content-Length: 3\r\n",
        "Expect: 100-continue\r\n", ":\r\n",
    ]

    func next() -> [UInt8] {
        var text = Self.starts[random.next(in: 0...(Self.starts.count - 1))]
        for _ in 0..<random.next(in: 0...4) {
            text += Self.headers[random.next(in: 0...(Self.headers.count - 1))]
        }
        var bytes = Array(text.utf8)
        for _ in 0..<random.next(in: 0...8) {
            bytes.append(UInt8(random.next(in: 0...255)))
        }
        return bytes + Array("\r\n\r\n".utf8)
    }
}

/// Builds malformed requests: real templates with garbage ids, junk queries, bodies and tokens.
struct JunkRequests: Sendable {
    struct Request: Sendable {
        var method: HTTPRequest.Method
        var path: String
        var body: String?
        var token: String?
    }

    let random: SeededRandomSource
    let validToken: String

    private static let methods: [HTTPRequest.Method] = [.get, .post, .put, .delete, .patch, .head, .options]
    private static let templates = [
        "/auth/login", "/users", "/users/{id}", "/users/{id}/following", "/users/{id}/follow", "/users/{id}/blogs",
        "/blogs/{id}", "/blogs/{id}/like", "/blogs/{id}/share", "/users/{id}/drafts", "/users/{id}/trash",
        "/drafts/{id}/trash", "/drafts/{id}/restore", "/nc/article/list/{id}/{id}-{id}.html", "/news/{id}/read",
        "/counters", "/counters/{id}", "/voices", "/voices/{id}/audio", "/_faults", "/{id}", "/users/{id}/{id}",
    ]
    private static let ids = [
        "", "0", "1", "-1", "2", "9999", "99999999999999999999", "abc", "%zz", "%00", "1.5", "1e3", "%F0%9F%98%80",
        "..", "T1467284926140", String(repeating: "9", count: 300), "null", "%20", "+1",
    ]
    private static let queries = [
        "", "?offset=-3&limit=abc", "?limit=100000", "?set=%ff", "?set=alt", "?offset=&limit=", "?limit=0",
        "?offset=1&offset=2", "?=&&=", "?limit=1e2",
    ]
    private static let bodies: [String?] = [
        nil, "", "{", "null", "[]", "{}", "\"text\"", #"{"num":-5}"#, #"{"num":"7"}"#, #"{"num":9223372036854775808}"#,
        #"{"username":"alice","password":"mvx-demo"}"#, #"{"route":"GET /users","count":-1}"#,
        #"{"route":"GET /users","count":1,"status":99999}"#, String(repeating: "[", count: 2_000),
        #"{"username":{"a":[1,2,{}]},"password":true}"#, "\u{0}\u{1}\u{2}",
    ]

    func next() -> Request {
        var path = pick(Self.templates)
        while let range = path.range(of: "{id}") {
            path.replaceSubrange(range, with: pick(Self.ids))
        }
        path += pick(Self.queries)
        let token = [nil, validToken, "junk", String(repeating: "f", count: 64)][random.next(in: 0...3)]
        return Request(method: pick(Self.methods), path: path, body: pick(Self.bodies), token: token)
    }

    private func pick<T>(_ values: [T]) -> T {
        values[random.next(in: 0...(values.count - 1))]
    }
}
