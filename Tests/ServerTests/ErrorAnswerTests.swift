import Foundation
import HTTPTypes
import Model
import Server
import TestSupport
import Testing

@Suite("Error answers")
struct ErrorAnswerTests {
    @Test("an unknown route is 404 in the JSON error shape", arguments: ["/", "/nope", "/users/1/nope", "/blogs"])
    func unknownRoute(path: String) async throws {
        try await LiveServer.with { _, probe in
            let answer = try await probe.get(path)
            #expect(answer.status == 404)
            #expect(answer.headers[.contentType]?.hasPrefix("application/json") == true)
            #expect(answer.error?.code == "not_found")
            #expect(answer.error?.message.contains(path) == true)
        }
    }

    @Test("a known path with the wrong method is 405 naming the allowed methods, in the message and in Allow")
    func wrongMethod() async throws {
        try await LiveServer.with { _, probe in
            let answer = try await probe.send(.put, "/users/1/follow")
            #expect(answer.status == 405)
            #expect(answer.error?.code == "method_not_allowed")
            #expect(answer.error?.message.contains("DELETE, POST") == true)
            #expect(answer.headers[.allow] == "DELETE, POST")
            #expect(try await probe.send(.delete, "/counters?set=main").status == 405)
        }
    }

    @Test("a body over the size limit is 413 in the JSON error shape")
    func tooLarge() async throws {
        try await LiveServer.with { _, probe in
            let huge = #"{"username":""# + String(repeating: "a", count: 100_000) + #"","password":"x"}"#
            let answer = try await probe.send(.post, "/auth/login", body: huge)
            #expect(answer.status == 413)
            #expect(answer.error?.code == "payload_too_large")
        }
    }
}
