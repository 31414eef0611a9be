import Foundation
import HTTPTypes
import Hummingbird
import Model
import Server
import TestSupport
import Testing

/// Hundreds of malformed requests from a seeded generator: the same run every time, and not one 5xx.
@Suite("Junk requests")
struct JunkRequestTests {
    @Test("300 random malformed requests get 2xx or 4xx answers, errors in the JSON shape, and the server lives")
    func noFiveHundreds() async throws {
        try await LiveServer.with(faults: true) { server, probe in
            // Given a valid token among the junk ones, and a reproducible generator
            let token = try await probe.login("alice")
            let junk = JunkRequests(random: SeededRandomSource(seed: 0x4D56_58), validToken: token)
            var failures: [String] = []
            // When 300 junk requests arrive, each on its own connection
            for _ in 0..<300 {
                let request = junk.next()
                let answer = try await Probe.using(port: server.running.port) { own in
                    try await own.send(request.method, request.path, body: request.body, token: request.token)
                }
                // Then none is a 5xx, and every error carries {"error":{code,message}}
                let describe = "\(request.method) \(request.path) body=\(request.body ?? "nil") → \(answer.status)"
                if answer.status >= 500 {
                    failures.append(describe + " " + answer.text)
                } else if answer.status >= 400, request.method != .head, answer.error == nil {
                    failures.append(describe + " without a JSON error body: " + answer.text)
                }
            }
            #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
            // And the server still answers normally
            #expect(try await probe.get("/users").decode([User].self).count >= 8)
        }
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
