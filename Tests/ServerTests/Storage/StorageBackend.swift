import Foundation
import GRDB
import HTTPTypes
import Logging
import TestSupport
import Testing

@testable import Server

#if PostgreSQL
    import PostgresNIO
#endif

/// An implementation of the storage protocols that the contract suite runs against.
///
/// Every contract test takes a backend as its argument and starts from a freshly seeded database of its own.
enum StorageBackend: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// The embedded default: one SQLite file through GRDB.
    case grdb
    #if PostgreSQL
        /// PostgreSQL through postgres-nio, on the server `MVX_TEST_POSTGRES_URL` names; a fresh database per test.
        case postgres
    #endif

    var testDescription: String { rawValue }

    /// The backends this run can reach: PostgreSQL only in a build with the `PostgreSQL` trait, and when
    /// `MVX_TEST_POSTGRES_URL` is set.
    static var available: [StorageBackend] {
        #if PostgreSQL
            PostgresTestDatabase.url == nil ? [.grdb] : allCases
        #else
            allCases
        #endif
    }

    /// Runs `body` over a fresh, seeded storage, and removes it afterwards.
    func withStorage(_ body: (ServerStorage) async throws -> Void) async throws {
        try await withStorageAndSQL { storage, _ in try await body(storage) }
    }

    /// Runs `body` over a fresh, seeded storage and plain SQL on its database, and removes it afterwards.
    func withStorageAndSQL(_ body: (ServerStorage, RawSQL) async throws -> Void) async throws {
        switch self {
        case .grdb:
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("mvx-storage-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let pool = try await ServerDatabase.open(
                at: directory.appendingPathComponent("mvx.sqlite").path,
                bcryptCost: ServerConfiguration.bcryptCostRange.lowerBound)
            let sql = RawSQL(
                execute: { sql in try await pool.write { db in try db.execute(sql: sql) } },
                numbers: { sql in try await pool.read { db in try Int.fetchAll(db, sql: sql) } })
            do {
                try await body(.grdb(pool, loginLimits: LoginLimits()), sql)
            } catch {
                await ServerDatabase.close(pool)
                throw error
            }
            await ServerDatabase.close(pool)
        #if PostgreSQL
            case .postgres:
                try await Self.withMigratedPostgres { database in
                    let sql = RawSQL(database)
                    try await body(.postgres(database, loginLimits: LoginLimits()), sql)
                }
        #endif
        }
    }

    #if PostgreSQL
        /// Runs `body` over a fresh PostgreSQL database, migrated and seeded, with its client running.
        static func withMigratedPostgres(_ body: (PostgresBackend) async throws -> Void) async throws {
            try await PostgresTestDatabase.withFresh { url in
                let client = PostgresTestDatabase.client(for: try PostgresLocation(url: url))
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask { await client.run() }
                    defer { group.cancelAll() }
                    // The contract is about results, not deadlines: a saturated test machine may take seconds a call.
                    let database = PostgresBackend(
                        client: client, logger: Logger(label: "mvx.tests.storage"), timeout: .seconds(60))
                    try await PostgresSchema.migrate(
                        database, bcryptCost: ServerConfiguration.bcryptCostRange.lowerBound)
                    try await body(database)
                }
            }
        }
    #endif
}

/// Plain SQL on a contract test's database, for the rows no route writes.
struct RawSQL: Sendable {
    /// Runs statements that change data, in one transaction.
    let execute: @Sendable (String) async throws -> Void
    /// The one whole-number column of every row a query answers.
    let numbers: @Sendable (String) async throws -> [Int]
}

#if PostgreSQL
    extension RawSQL {
        /// Raw SQL on a migrated PostgreSQL database.
        init(_ database: PostgresBackend) {
            self.init(
                execute: { sql in _ = try await database.write(PostgresQuery(unsafeSQL: sql)) },
                numbers: { sql in
                    var numbers: [Int] = []
                    for try await row in try await database.run(PostgresQuery(unsafeSQL: sql)) {
                        numbers.append(try row.decode(Int.self))
                    }
                    return numbers
                })
        }
    }
#endif

/// The status an ``APIFailure`` thrown by `work` carries, or `nil` if it threw none (or something else).
func failureStatus(_ work: () async throws -> some Any) async -> Int? {
    do {
        _ = try await work()
        return nil
    } catch let failure as APIFailure {
        return failure.status.code
    } catch {
        return nil
    }
}
