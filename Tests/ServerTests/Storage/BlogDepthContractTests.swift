import Dispatch
import Foundation
import GRDB
import Model
import TestSupport
import Testing

@testable import Server

#if PostgreSQL
    import PostgresNIO
#endif

/// Deep blog pages: a page at any offset holds the rows `ORDER BY created_at DESC, id DESC OFFSET` would, however the
/// author's blogs were written, deleted or moved, on every storage backend.
@Suite("Storage contract: deep blog pages")
struct BlogDepthContractTests {
    @Test(
        "pages at every depth are the newest-first order cut in pieces, with no gap or repeat at their boundaries",
        arguments: StorageBackend.available)
    func pagesMatchTheOrder(backend: StorageBackend) async throws {
        try await backend.withStorageAndSQL { storage, sql in
            // Given 300 more blogs for Bob, written in scrambled order with many sharing a time (so the id decides),
            // then some deleted, one moved to Carol, one made newest and one made oldest
            try await sql.execute(Self.scrambledBlogs(author: 2, count: 300, backend: backend))
            try await sql.execute("DELETE FROM blogs WHERE title LIKE 'Deep %' AND id % 10 = 3")
            try await sql.execute("UPDATE blogs SET author_id = 3 WHERE title = 'Deep 5'")
            try await sql.execute(
                "UPDATE blogs SET created_at = \(Self.time(minutes: 500, backend)) WHERE title = 'Deep 6'")
            try await sql.execute(
                "UPDATE blogs SET created_at = \(Self.time(minutes: -500, backend)) WHERE title = 'Deep 7'")

            // When their blogs are read page by page, Then the pages are the newest-first order (see below)
            for author in [1, 2, 3] {
                try await Self.expectPagesMatchTheOrder(of: author, in: storage.blogs, sql: sql)
            }
            let huge = try await storage.blogs.blogs(of: 2, page: PageRequest(offset: Int.max, limit: 20), viewer: nil)
            #expect(huge.items.isEmpty)
        }
    }

    @Test("a SQLite database from before blog positions gets them when a server opens it")
    func sqliteMigration() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("mvx-depth-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("mvx.sqlite").path
        let cost = ServerConfiguration.bcryptCostRange.lowerBound
        // Given a database at the version before positions, with blogs written in scrambled order
        try await Self.offThePool {
            let queue = try DatabaseQueue(path: path)
            try Schema.migrator(bcryptCost: cost).migrate(queue, upTo: "v7-name-keys")
            try queue.write { db in try db.execute(sql: Self.scrambledBlogs(author: 2, count: 120, backend: .grdb)) }
            try queue.close()
        }
        // When a server opens it
        let database = try await ServerDatabase.open(at: path, bcryptCost: cost)
        let sql = RawSQL(
            execute: { sql in try await database.write { db in try db.execute(sql: sql) } },
            numbers: { sql in try await database.read { db in try Int.fetchAll(db, sql: sql) } })
        // Then every author's pages are the newest-first order, and a blog written afterwards takes its place
        do {
            for author in [1, 2, 3] {
                try await Self.expectPagesMatchTheOrder(of: author, in: BlogStore(database: database), sql: sql)
            }
            try await sql.execute(Self.scrambledBlogs(author: 2, count: 30, backend: .grdb))
            try await Self.expectPagesMatchTheOrder(of: 2, in: BlogStore(database: database), sql: sql)
        } catch {
            await ServerDatabase.close(database)
            throw error
        }
        await ServerDatabase.close(database)
    }

    #if PostgreSQL
        @Test(
            "a PostgreSQL database from before blog positions gets them when a server migrates it",
            .enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipReason))
        func postgresMigration() async throws {
            try await StorageBackend.withMigratedPostgres { database in
                let sql = RawSQL(database)
                // Given a database taken back to version 3, before positions, with blogs written in scrambled order
                for statement in [
                    "DROP TRIGGER blog_placed ON blogs", "DROP TRIGGER blogs_renumbered ON blogs",
                    "DROP FUNCTION mvx_place_blog()", "DROP FUNCTION mvx_renumber_blogs()",
                    "ALTER TABLE blogs DROP COLUMN position", "DELETE FROM mvx_schema WHERE version = 4",
                    Self.scrambledBlogs(author: 2, count: 120, backend: .postgres),
                ] {
                    try await sql.execute(statement)
                }
                // When it is migrated
                try await PostgresSchema.migrate(database, bcryptCost: ServerConfiguration.bcryptCostRange.lowerBound)
                // Then every author's pages are the newest-first order, and a blog written afterwards takes its place
                let blogs = PostgresBlogStore(database: database)
                for author in [1, 2, 3] {
                    try await Self.expectPagesMatchTheOrder(of: author, in: blogs, sql: sql)
                }
                try await sql.execute(Self.scrambledBlogs(author: 2, count: 30, backend: .postgres))
                try await Self.expectPagesMatchTheOrder(of: 2, in: blogs, sql: sql)
            }
        }
    #endif

    /// Reads `author`'s blogs page by page, 7 at a time and then 20 at a few depths, and expects them to be the
    /// database's `ORDER BY created_at DESC, id DESC` cut in pieces: no gap, no repeat, every total exact.
    static func expectPagesMatchTheOrder(of author: Int, in blogs: any BlogStorage, sql: RawSQL) async throws {
        let expected = try await sql.numbers(
            "SELECT id FROM blogs WHERE author_id = \(author) ORDER BY created_at DESC, id DESC")
        var seen: [Int] = []
        var offset = 0
        while offset < expected.count + 7 {
            let page = try await blogs.blogs(of: author, page: PageRequest(offset: offset, limit: 7), viewer: nil)
            #expect(page.total == expected.count, "author \(author)")
            seen += page.items.map(\.id)
            offset += 7
        }
        #expect(seen == expected, "author \(author)")
        for start in [1, expected.count / 2, max(0, expected.count - 1), expected.count, expected.count + 40] {
            let page = try await blogs.blogs(of: author, page: PageRequest(offset: start, limit: 20), viewer: nil)
            #expect(
                page.items.map(\.id) == Array(expected.dropFirst(start).prefix(20)), "author \(author), at \(start)")
        }
    }

    /// Runs GRDB's synchronous calls on a dispatch queue, never on a thread of Swift's cooperative pool.
    static func offThePool(_ work: @escaping @Sendable () throws -> Void) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
        }
    }

    /// One statement inserting `count` blogs for `author`, at times that jump about and repeat.
    static func scrambledBlogs(author: Int, count: Int, backend: StorageBackend) -> String {
        switch backend {
        case .grdb:
            return """
                WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < \(count - 1))
                INSERT INTO blogs (author_id, title, body, created_at)
                SELECT \(author), 'Deep ' || i, '', datetime('2016-01-01', '+' || ((i * 37) % 101) || ' minutes')
                  FROM n
                """
        #if PostgreSQL
            case .postgres:
                return """
                    INSERT INTO blogs (author_id, title, body, created_at)
                    SELECT \(author), 'Deep ' || i, '', \(time(minutes: 0, backend)) + ((i * 37) % 101) * INTERVAL '1 minute'
                      FROM generate_series(0, \(count - 1)) i
                    """
        #endif
        }
    }

    /// The time `minutes` after 2016-01-01 00:00 UTC as an SQL expression of the backend.
    static func time(minutes: Int, _ backend: StorageBackend) -> String {
        switch backend {
        case .grdb: return "datetime('2016-01-01', '\(minutes) minutes')"
        #if PostgreSQL
            case .postgres: return "(TIMESTAMPTZ '2016-01-01 00:00:00+00' + \(minutes) * INTERVAL '1 minute')"
        #endif
        }
    }
}
