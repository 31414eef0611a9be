import Foundation
import HTTPTypes
import Model
import Server
import TestSupport
import Testing

@Suite("Fault injection and latency")
struct FaultTests {
    @Test("without faults enabled, POST /_faults is 404")
    func faultsOffByDefault() async throws {
        try await LiveServer.with { _, probe in
            let answer = try await probe.send(.post, "/_faults", json: FaultRule(route: "GET /users", status: 503))
            #expect(answer.status == 404)
            #expect(answer.error?.code == "not_found")
            #expect(try await probe.get("/users").status == 200)
        }
    }

    @Test("an injected fault fails the next matching request with its status, then the route recovers")
    func faultThenRecovery() async throws {
        try await LiveServer.with(faults: true) { _, probe in
            // Given a rule failing the next follow with 503
            let token = try await probe.login("alice")
            let rule = FaultRule(route: "POST /users/{id}/follow", count: 1, status: 503, delayMs: 0)
            let posted = try await probe.send(.post, "/_faults", json: rule)
            #expect(posted.status == 201)
            // When other routes are used, they are unaffected
            #expect(try await probe.send(.delete, "/users/7/follow", token: token).status == 200)
            // When alice follows dave
            let failed = try await probe.send(.post, "/users/7/follow", token: token)
            // Then that request fails with the injected status and changes nothing
            #expect(failed.status == 503)
            #expect(failed.error?.code == "injected_fault")
            #expect(try await probe.get("/users/7", token: token).decode(User.self).isFollowing == false)
            // And the next one succeeds
            let retried = try await probe.send(.post, "/users/7/follow", token: token)
            #expect(retried.status == 200)
            #expect(try retried.decode(FollowStatus.self).isFollowing)
        }
    }

    @Test("count, templates with a query part, and DELETE /_faults")
    func countAndClear() async throws {
        try await LiveServer.with(faults: true) { _, probe in
            let channel = NewsFeed.defaultChannel
            let news = "/nc/article/list/\(channel)/0-20.html"
            let rule = FaultRule(route: "GET /nc/article/list/{channel}/{offset}-{limit}.html", count: 2, status: 500)
            let posted = try await probe.send(.post, "/_faults", json: rule)
            #expect(posted.status == 201)
            #expect(try posted.decode(FaultRule.self) == rule)
            // When the route is hit three times, then the first two fail and the third succeeds
            #expect(try await probe.get(news).status == 500)
            #expect(try await probe.get(news).status == 500)
            #expect(try await probe.get(news).status == 200)
            let blogs = FaultRule(route: "GET /users/{id}/blogs?offset&limit", count: 5, status: 429)
            #expect(try await probe.send(.post, "/_faults", json: blogs).status == 201)
            #expect(try await probe.get("/users/1/blogs").status == 429)
            #expect(try await probe.send(.delete, "/_faults").status == 204)
            #expect(try await probe.get("/users/1/blogs").status == 200)
        }
    }

    @Test("a delay-only rule lets the request through")
    func delayOnly() async throws {
        try await LiveServer.with(faults: true) { _, probe in
            let rule = FaultRule(route: "GET /voices", count: 1, status: nil, delayMs: 20)
            #expect(try await probe.send(.post, "/_faults", json: rule).status == 201)
            let answer = try await probe.get("/voices")
            #expect(answer.status == 200)
            #expect(try answer.decode([VoiceMessage].self).count >= 6)
        }
    }

    @Test(
        "a rule that names no route of the table, or has bad numbers, is 400",
        arguments: [
            FaultRule(route: "POST /users/7/follow", status: 503), FaultRule(route: "GET /nowhere", status: 503),
            FaultRule(route: "get /users", status: 503), FaultRule(route: "GET /users", count: 0, status: 503),
            FaultRule(route: "GET /users", status: 200), FaultRule(route: "GET /users", delayMs: -5),
        ])
    func badRules(rule: FaultRule) async throws {
        try await LiveServer.with(faults: true) { _, probe in
            let answer = try await probe.send(.post, "/_faults", json: rule)
            #expect(answer.status == 400)
            #expect(answer.error?.code == "bad_request")
            #expect(try await probe.get("/users").status == 200)
        }
    }

    @Test("with latency configured every answer still arrives intact")
    func latency() async throws {
        try await LiveServer.with(latency: .milliseconds(10)) { _, probe in
            let counters = try await probe.get("/counters?set=alt").decode([Counter].self)
            #expect(counters.count == 3)
            #expect(try await probe.get("/nowhere").status == 404)
        }
    }
}
