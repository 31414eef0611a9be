import GRDB
import Model

/// The news feed and its read counts.
///
/// The GRDB implementation of ``NewsStorage``.
package struct NewsStore: NewsStorage {
    let database: SQLiteDatabase

    /// Articles `offset ..< offset + limit` of a channel, newest first.
    ///
    /// A channel's positions run 0, 1, 2, … with no gap (``Schema``), so the page starts at position `offset`: a
    /// seek in the `(channel, position)` index, as fast at article 900,000 as at the first, where `OFFSET` counted
    /// its way there.
    ///
    /// One cached statement, read without a transaction (a single statement sees one snapshot); the channel is
    /// looked up only when the page comes back empty, to tell an unknown channel from a page past the end.
    ///
    /// Awaited, never read synchronously: a synchronous read waits on GRDB's reader pool with a semaphore, and on a
    /// Swift concurrency thread that wait deadlocked the server once every reader was taken.
    func feed(channel: String, page: PageRequest) async throws -> NewsFeed {
        let items = try await database.readStatement { db in
            try Self.items(db, channel: channel, offset: page.offset, limit: page.limit)
        }
        return NewsFeed(channel: channel, items: items)
    }

    /// The feed's one statement and its decoding on `db`: articles `offset ..< offset + limit` of `channel` (`limit`
    /// 0…100, `offset` ≥ 0), 404 for an unknown channel. The bare reference of `Benchmarks/server-bench.sh` runs it
    /// too.
    package static func items(_ db: Database, channel: String, offset: Int, limit: Int) throws -> [NewsItem] {
        let statement = try db.cachedStatement(
            sql: """
                SELECT docid, title, ptime, imgsrc, read_count FROM news WHERE channel = ? AND position >= ?
                ORDER BY position LIMIT ?
                """)
        let rows = try Row.fetchCursor(statement, arguments: [channel, offset, limit])
        var items: [NewsItem] = []
        items.reserveCapacity(limit)
        while let row = try rows.next() {
            items.append(
                NewsItem(
                    docid: try row.checked(atIndex: 0), title: try row.checked(atIndex: 1),
                    ptime: try row.checked(atIndex: 2), imgsrc: try row.checked(atIndex: 3),
                    readCount: try row.checked(atIndex: 4)))
        }
        if items.isEmpty {
            let known = try db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM news WHERE channel = ?)")
            guard try Bool.fetchOne(known, arguments: [channel]) ?? false else {
                throw APIFailure.notFound(
                    "There is no news channel \"\(channel)\"; the seeded one is \(NewsFeed.defaultChannel).")
            }
        }
        return items
    }

    /// Counts one more read of an article, in the transaction that checks the reader's session.
    func markRead(docid: String, by user: SignedIn) async throws -> ReadCount {
        try await database.write { db in
            try SessionStore.requireLive(db, user)
            try db.execute(sql: "UPDATE news SET read_count = read_count + 1 WHERE docid = ?", arguments: [docid])
            guard db.changesCount > 0 else { throw APIFailure.notFound("There is no article with docid \"\(docid)\".") }
            let count = try Int.fetchOne(db, sql: "SELECT read_count FROM news WHERE docid = ?", arguments: [docid])
            return ReadCount(readCount: count ?? 0)
        }
    }
}
