import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Model
import Server
import TestSupport

/// A plain HTTP/1.1 client over one TCP connection to 127.0.0.1; it sends exactly what a test says,
/// including methods, paths and bodies no well-behaved client would send.
struct Probe: Sendable {
    let port: Int
    private let client: TestClient

    init(port: Int) {
        self.port = port
        self.client = TestClient(host: "127.0.0.1", port: port)
        client.connect()
    }

    /// Sends a request; `body` is raw text, `token` becomes `Authorization: Bearer <token>`.
    func send(
        _ method: HTTPRequest.Method, _ path: String, body: String? = nil, token: String? = nil,
        headers: HTTPFields = [:]
    ) async throws -> Answer {
        var headers = headers
        if let token { headers[.authorization] = "Bearer \(token)" }
        if body != nil { headers[.contentType] = "application/json" }
        let request = TestClient.Request(
            path, method: method, authority: "127.0.0.1:\(port)", headers: headers,
            body: body.map { ByteBuffer(string: $0) })
        let response = try await client.execute(request)
        return Answer(
            status: response.status.code, headers: response.headers,
            body: Data((response.body ?? ByteBuffer()).readableBytesView))
    }

    /// Sends a value encoded as JSON.
    func send(
        _ method: HTTPRequest.Method, _ path: String, json: some Encodable, token: String? = nil
    ) async throws -> Answer {
        let text = String(decoding: try WireCoding.encoder().encode(json), as: UTF8.self)
        return try await send(method, path, body: text, token: token)
    }

    func get(_ path: String, token: String? = nil) async throws -> Answer {
        try await send(.get, path, token: token)
    }

    /// Logs in as a seeded user (password `mvx-demo`) and answers the token.
    func login(_ username: String) async throws -> String {
        // A 503 says the server is busy (a loaded machine missing a database deadline) and when to try again: a
        // client does, a few times.
        var answer = try await send(.post, "/auth/login", json: LoginRequest(username: username, password: "mvx-demo"))
        for _ in 0..<10 where answer.status == 503 {
            try await Task.sleep(for: .milliseconds(300))
            answer = try await send(.post, "/auth/login", json: LoginRequest(username: username, password: "mvx-demo"))
        }
        guard answer.status == 200 else {
            throw ProbeError.loginRefused(
                username: username, status: answer.status, body: String(answer.text.prefix(300)))
        }
        return try answer.decode(LoginResponse.self).token
    }

    /// Runs `body` with a connection of its own, closed afterwards.
    static func using<T: Sendable>(port: Int, _ body: (Probe) async throws -> T) async throws -> T {
        let probe = Probe(port: port)
        do {
            let value = try await body(probe)
            await probe.close()
            return value
        } catch {
            await probe.close()
            throw error
        }
    }

    func close() async {
        try? await client.shutdown()
    }
}

/// What the server answered.
struct Answer: Sendable {
    let status: Int
    let headers: HTTPFields
    let body: Data

    /// The body read as `type`, with the shared wire decoder.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try WireCoding.decoder().decode(type, from: body)
    }

    /// The `{"error":{…}}` body, or `nil` if the body is not in that shape.
    var error: ErrorBody.Detail? { try? decode(ErrorBody.self).error }

    var text: String { String(decoding: body, as: UTF8.self) }
}

extension Probe {
    /// Sends `count` logins at once, each on a connection of its own opened beforehand, spread over `ports` in turn;
    /// answers the statuses, in no particular order.
    static func loginBurst(ports: [Int], count: Int, username: String, password: String) async throws -> [Int] {
        let probes = (0..<count).map { Probe(port: ports[$0 % ports.count]) }
        return try await run(
            {
                try await withThrowingTaskGroup(of: Int.self) { group in
                    for probe in probes {
                        group.addTask {
                            try await probe.send(
                                .post, "/auth/login", json: LoginRequest(username: username, password: password)
                            ).status
                        }
                    }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
            },
            then: { for probe in probes { await probe.close() } })
    }
}

/// A login the server refused, with what it answered.
enum ProbeError: Error {
    case loginRefused(username: String, status: Int, body: String)
}
