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

    @Test("64 wrong passwords sent at the same moment: five are checked, the rest refused, and then the right one too")
    func burst() async throws {
        // Given a server whose password check takes a few milliseconds (cost 6), so that a burst arrives before
        // the first check ends
        try await withServer(faults: false, configure: { $0.bcryptCost = 6 }) { server in
            // When 64 wrong passwords for alice arrive at once, each on a connection of its own
            let statuses = try await Probe.loginBurst(
                ports: [server.port], count: 64, username: "alice", password: "guess")
            // Then exactly five reached the password check (401) and 59 were refused before it (429)
            #expect(statuses.filter { $0 == 401 }.count == 5, "\(statuses)")
            #expect(statuses.filter { $0 == 429 }.count == 59, "\(statuses)")
            // And the right password is refused too until the window ends
            try await Probe.using(port: server.port) { probe in
                let answer = try await probe.send(
                    .post, "/auth/login", json: LoginRequest(username: "alice", password: "mvx-demo"))
                #expect(answer.status == 429)
            }
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

extension LoginThrottleTests {
    @Test("a stranger failing for alice from another address gets 429s, and alice still logs in from hers")
    func strangerCannotLockOut() async throws {
        try await LiveServer.with { server, probe in
            // Given a stranger at 127.0.0.2 who sends six wrong passwords for alice
            var statuses: [String] = []
            for attempt in 0..<6 {
                let connection = try await RawConnection.open(port: server.port, from: "127.0.0.2")
                let body = #"{"username":"alice","password":"guess\#(attempt)"}"#
                await connection.send(
                    "POST /auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                        + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)")
                statuses.append(String(await connection.read(timeout: .seconds(20)).text.prefix(12)))
            }
            // Then the stranger was refused after five
            #expect(statuses.prefix(5).allSatisfy { $0 == "HTTP/1.1 401" }, "\(statuses)")
            #expect(statuses.last == "HTTP/1.1 429")
            // And alice, from 127.0.0.1, logs in at once
            #expect(try await probe.login("alice").count == 64)
        }
    }

    @Test("a wrong password for an unknown name pays a full bcrypt check, as a known one does")
    func unknownNamesCostTheSame() async throws {
        try await withServer(configure: { $0.bcryptCost = 12 }) { server in
            try await Probe.using(port: server.port) { probe in
                // Given a server whose bcrypt check takes a few hundred milliseconds (cost 12)
                // When a wrong password is sent for a name nobody has
                let start = ContinuousClock.now
                let answer = try await probe.send(
                    .post, "/auth/login", json: LoginRequest(username: "nobody-by-this-name", password: "x"))
                let elapsed = ContinuousClock.now - start
                // Then the answer is the same 401, and it took a check's time: without the decoy it took ~2 ms.
                // (A lower bound only: a loaded machine makes checks slower, never faster.)
                #expect(answer.status == 401)
                #expect(elapsed > .milliseconds(60), "\(elapsed)")
            }
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
        // Given a limit of 2 failures a minute per name and address, and two failures 10 s apart
        let time = ManualTime()
        var limits = LoginLimits()
        limits.failuresPerUser = 2
        let throttle = LoginThrottle(limits: limits, now: { time.elapsed.withLock { $0 } })
        throttle.recordFailure(username: "alice", client: "a")
        time.advance(by: .seconds(10))
        throttle.recordFailure(username: "alice", client: "a")
        // Then the name is refused from that address for the 50 s left of the window, whatever its case
        #expect(
            throws: LoginThrottle.Refusal(
                retryAfter: .seconds(50), reason: "too many failed logins for this username from this address")
        ) {
            try throttle.check(username: "ALICE", client: "a")
        }
        // And accepted once it ended
        time.advance(by: .seconds(50))
        try throttle.check(username: "alice", client: "a")
    }

    @Test("a stranger's failures for a name do not stop that user logging in from elsewhere")
    func noLockout() throws {
        // Given a stranger at address s who used up alice's failures from there
        let throttle = LoginThrottle(limits: LoginLimits(), now: { .zero })
        for _ in 0..<5 { throttle.recordFailure(username: "alice", client: "s") }
        // Then the stranger is refused for alice
        #expect(throws: LoginThrottle.Refusal.self) { try throttle.check(username: "alice", client: "s") }
        // And alice, from her own address, is not
        try throttle.check(username: "alice", client: "home")
    }

    @Test("a flood of failures from other addresses cannot push a refusal out of the table")
    func lockSurvivesFlood() throws {
        // Given room for 50 keys, and alice refused from address s
        var limits = LoginLimits()
        limits.trackedKeys = 50
        let throttle = LoginThrottle(limits: limits, now: { .zero })
        for _ in 0..<5 { throttle.recordFailure(username: "alice", client: "s") }
        // When 5,000 single failures come from 600 other addresses under other names
        for index in 0..<5_000 {
            throttle.recordFailure(username: "user\(index)", client: "10.0.\(index % 600 / 256).\(index % 256)")
        }
        // Then the table stayed bounded and s is still refused for alice
        #expect(throttle.trackedKeyCount <= 50)
        #expect(throws: LoginThrottle.Refusal.self) { try throttle.check(username: "alice", client: "s") }
    }

    @Test("when every kept key is refusing, a new one is refused until the first window ends")
    func failsClosedWhenFull() throws {
        // Given room for 4 keys, all of them refusing: two names from two addresses, each at its limit
        let time = ManualTime()
        var limits = LoginLimits()
        limits.trackedKeys = 4
        limits.failuresPerUser = 1
        limits.failuresPerClient = 1
        let throttle = LoginThrottle(limits: limits, now: { time.elapsed.withLock { $0 } })
        throttle.recordFailure(username: "alice", client: "s")
        time.advance(by: .seconds(10))
        throttle.recordFailure(username: "bob", client: "t")
        // Then a login nobody tried yet is refused until the oldest refusal ends, 50 s later
        #expect(
            throws: LoginThrottle.Refusal(retryAfter: .seconds(50), reason: "too many failed logins on this server")
        ) {
            try throttle.check(username: "carol", client: "u")
        }
        time.advance(by: .seconds(50))
        try throttle.check(username: "carol", client: "u")
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
