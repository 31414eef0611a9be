import Foundation
import GRDB
import HTTPTypes
import Model
import Server
import TestSupport
import Testing

/// The server's SQLite file while another process holds its write lock (a second server, the `sqlite3` shell): a
/// write waits at most the database deadline, then answers `503` with `Retry-After` and says why; once the lock is
/// given back, the same write succeeds.
@Suite("SQLite locked by another process")
struct SQLiteLockTests {
    @Test("a write that outwaits the deadline for another process's lock is a 503 database_timeout; released, a 200")
    func lockedFile() async throws {
        try await withServer(configure: { $0.databaseTimeout = .milliseconds(300) }) { server in
            let token = try await Probe.using(port: server.port) { probe in try await probe.login("alice") }
            // Given another connection holding the file's write lock
            var configuration = Configuration()
            configuration.allowsUnsafeTransactions = true
            let other = try DatabaseQueue(path: server.databasePath, configuration: configuration)
            try await other.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
            try await Probe.using(port: server.port) { probe in
                // When alice marks an article read
                let locked = try await probe.send(.post, "/news/MVX0000T1467/read", token: token)
                // Then the answer says the database is locked, and when to try again
                #expect(locked.status == 503)
                #expect(locked.error?.code == "database_timeout")
                #expect(locked.error?.message.contains("locked by another process") == true)
                #expect(locked.headers[.retryAfter] == "1")
                // And once the other process lets go, the same request is read
                try await other.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
                let released = try await probe.send(.post, "/news/MVX0000T1467/read", token: token)
                #expect(released.status == 200)
            }
        }
    }
}
