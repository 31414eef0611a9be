import GRDB
import Model

/// The news feed and its read counts.
struct NewsStore: Sendable {
    let database: DatabasePool

    /// Articles `offset ..< offset + limit` of a channel, newest first.
    ///
    /// One cached statement, read without a transaction (a single statement sees one snapshot); the channel is
    /// looked up only when the page comes back empty, to tell an unknown channel from a page past the end.
    ///
    /// Awaited, never read synchronously: a synchronous read waits on GRDB's reader pool with a semaphore, and on a
    /// Swift concurrency thread that wait deadlocked the server once every reader was taken (issue #20).
    func feed(channel: String, page: PageRequest) async throws -> NewsFeed {
        let items = try await database.unsafeRead { db in
            let statement = try db.cachedStatement(
                sql: """
                    SELECT docid, title, ptime, imgsrc, read_count FROM news WHERE channel = ?
                    ORDER BY position LIMIT ? OFFSET ?
                    """)
            let rows = try Row.fetchCursor(statement, arguments: [channel, page.limit, page.offset])
            var items: [NewsItem] = []
            items.reserveCapacity(page.limit)
            while let row = try rows.next() {
                items.append(
                    NewsItem(
                        docid: try row.decode(atIndex: 0), title: try row.decode(atIndex: 1),
                        ptime: try row.decode(atIndex: 2), imgsrc: try row.decode(atIndex: 3),
                        readCount: try row.decode(atIndex: 4)))
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
        return NewsFeed(channel: channel, items: items)
    }

    /// Counts one more read of an article.
    func markRead(docid: String) async throws -> ReadCount {
        try await database.write { db in
            try db.execute(sql: "UPDATE news SET read_count = read_count + 1 WHERE docid = ?", arguments: [docid])
            guard db.changesCount > 0 else { throw APIFailure.notFound("There is no article with docid \"\(docid)\".") }
            let count = try Int.fetchOne(db, sql: "SELECT read_count FROM news WHERE docid = ?", arguments: [docid])
            return ReadCount(readCount: count ?? 0)
        }
    }
}
