import Foundation
import HTTPTypes
import Model
import Synchronization
import TestSupport
import Testing

@testable import Server

/// Password guessing is slowed to a handful of tries a minute, per name and per client.
@Suite("Failed-login limit")
struct LoginThrottleTests {
    @Test("the sixth wrong password for a name is a 429 with Retry-After, even with the right password")
    func perUser() async throws {
        try await LiveServer.with { _, probe in
            // Given five wrong passwords for alice
            for attempt in 0..<5 {
                let answer = try await probe.send(
                    .post, "/auth/login", json: LoginRequest(username: "alice", password: "guess\(attempt)"))
                #expect(answer.status == 401)
            }
            // When a sixth try comes, with the right password
            let refused = try await probe.send(
                .post, "/auth/login", json: LoginRequest(username: "alice", password: "mvx-demo"))
            // Then it is refused until the window ends, in the JSON error shape
            #expect(refused.status == 429)
            #expect(refused.error?.code == "too_many_requests")
            let retryAfter = try #require(refused.headers[.retryAfter].flatMap { Int($0) })
            #expect((1...60).contains(retryAfter))
            // And another user can still log in from the same client
            #expect(try await probe.login("bob").count == 64)
        }
    }

    @Test("twenty failures from one client, across names, block that client")
    func perClient() async throws {
        try await LiveServer.with { _, probe in
            // Given twenty wrong passwords spread over many names, four each
            for attempt in 0..<20 {
                let name = ["alice", "bob", "carol", "dave", "erin"][attempt % 5]
                _ = try await probe.send(.post, "/auth/login", json: LoginRequest(username: name, password: "nope"))
            }
            // When a name not yet tried logs in
            let answer = try await probe.send(
                .post, "/auth/login", json: LoginRequest(username: "xiaoming", password: "mvx-demo"))
            // Then the client is refused
            #expect(answer.status == 429)
            #expect(answer.error?.message.contains("address") == true)
        }
    }
}

/// The counting rules, on a clock the test moves.
@Suite("Failed-login counting")
struct LoginThrottleCountingTests {
    final class ManualTime: Sendable {
        let elapsed = Mutex(Duration.zero)
        func advance(by duration: Duration) { elapsed.withLock { $0 += duration } }
    }

    @Test("a refusal lasts until the window that started at the first failure ends")
    func windowEnds() throws {
        // Given a limit of 2 failures a minute per name, and two failures 10 s apart
        let time = ManualTime()
        var limits = LoginLimits()
        limits.failuresPerUser = 2
        let throttle = LoginThrottle(limits: limits, now: { time.elapsed.withLock { $0 } })
        throttle.recordFailure(username: "alice", client: "a")
        time.advance(by: .seconds(10))
        throttle.recordFailure(username: "alice", client: "a")
        // Then the name is refused for the 50 s left of the window
        #expect(
            throws: LoginThrottle.Refusal(retryAfter: .seconds(50), reason: "too many failed logins for this username")
        ) {
            try throttle.check(username: "ALICE", client: "b")
        }
        // And accepted once it ended
        time.advance(by: .seconds(50))
        try throttle.check(username: "alice", client: "a")
    }

    @Test("however many names are tried, at most the configured number of keys is kept")
    func boundedMemory() {
        var limits = LoginLimits()
        limits.trackedKeys = 100
        let throttle = LoginThrottle(limits: limits, now: { .zero })
        for index in 0..<10_000 {
            throttle.recordFailure(
                username: "user\(index)" + String(repeating: "x", count: 1_000), client: "c\(index % 7)")
        }
        #expect(throttle.trackedKeyCount <= 100)
    }
}
