import Foundation
import GRDB
import HTTPTypes
import Model
import Server
import TestSupport
import Testing

/// Tokens are stored hashed, expire, can be ended, and do not pile up.
@Suite("Sessions")
struct SessionSecurityTests {
    @Test("the database keeps a hash of each token, never the token itself")
    func tokensAreHashed() async throws {
        try await LiveServer.with { server, probe in
            // Given a login
            let token = try await probe.login("alice")
            // When the sessions table is read directly
            let stored = try await DatabaseQueue(path: server.databasePath).read { db in
                try String.fetchAll(db, sql: "SELECT token_hash FROM sessions")
            }
            // Then it holds one 64-digit hash that is not the token
            #expect(stored.count == 1)
            #expect(stored.first?.count == 64)
            #expect(stored.first != token)
            #expect(try await probe.get("/counters?set=main", token: token).status == 200)
        }
    }

    @Test("an expired session is a 401 that says so")
    func expiredSession() async throws {
        try await LiveServer.with { server, probe in
            // Given a login whose session has passed its expiry
            let token = try await probe.login("alice")
            try await DatabaseQueue(path: server.databasePath).write { db in
                try db.execute(sql: "UPDATE sessions SET expires_at = ?", arguments: [Date(timeIntervalSinceNow: -1)])
            }
            // When the token is used
            let answer = try await probe.send(.put, "/counters/1", json: CounterUpdate(num: 1), token: token)
            // Then it is refused with an explanation
            #expect(answer.status == 401)
            #expect(answer.error?.message.contains("expired") == true)
        }
    }

    @Test("a session lasts the configured lifetime")
    func lifetime() async throws {
        try await withServer(configure: { $0.sessionLifetime = .seconds(3_600) }) { server in
            // Given a server whose sessions last an hour
            let probe = Probe(port: server.port)
            _ = try await probe.login("alice")
            await probe.close()
            // Then the new session expires an hour after it was created
            let seconds = try await DatabaseQueue(path: server.databasePath).read { db in
                try Double.fetchOne(
                    db, sql: "SELECT (julianday(expires_at) - julianday(created_at)) * 86400 FROM sessions")
            }
            #expect(abs((seconds ?? 0) - 3_600) < 1)
        }
    }

    @Test("POST /auth/logout ends the session: 204, then the token is refused")
    func logout() async throws {
        try await LiveServer.with { _, probe in
            // Given a login
            let token = try await probe.login("bob")
            // When bob logs out
            let answer = try await probe.send(.post, "/auth/logout", token: token)
            // Then the answer is 204 and the token no longer works, nor logs out twice
            #expect(answer.status == 204)
            #expect(try await probe.send(.put, "/counters/1", json: CounterUpdate(num: 2), token: token).status == 401)
            #expect(try await probe.send(.post, "/auth/logout", token: token).status == 401)
            #expect(try await probe.send(.post, "/auth/logout").status == 401)
        }
    }

    @Test("logging in again and again keeps at most 50 sessions per user, and prunes expired ones")
    func sessionsDoNotPileUp() async throws {
        try await LiveServer.with { server, probe in
            // Given an expired session of bob's
            _ = try await probe.login("bob")
            try await DatabaseQueue(path: server.databasePath).write { db in
                try db.execute(sql: "UPDATE sessions SET expires_at = ?", arguments: [Date(timeIntervalSinceNow: -1)])
            }
            // When alice logs in 60 times
            for _ in 0..<60 { _ = try await probe.login("alice") }
            // Then 50 sessions are left, all alice's
            let users = try await DatabaseQueue(path: server.databasePath).read { db in
                try Int.fetchAll(db, sql: "SELECT user_id FROM sessions")
            }
            #expect(users.count == 50)
            #expect(Set(users) == [1])
        }
    }
}
