import GRDB
import Model

/// The news feed and its read counts.
struct NewsStore: Sendable {
    let database: DatabasePool

    /// Articles `offset ..< offset + limit` of a channel, newest first.
    func feed(channel: String, page: PageRequest) async throws -> NewsFeed {
        try await database.read { db in
            let known =
                try Bool.fetchOne(
                    db, sql: "SELECT EXISTS (SELECT 1 FROM news WHERE channel = ?)", arguments: [channel]) ?? false
            guard known else {
                throw APIFailure.notFound(
                    "There is no news channel \"\(channel)\"; the seeded one is \(NewsFeed.defaultChannel).")
            }
            let sql = """
                SELECT docid, title, ptime, imgsrc, read_count FROM news WHERE channel = ?
                ORDER BY position LIMIT ? OFFSET ?
                """
            let items = try Row.fetchAll(db, sql: sql, arguments: [channel, page.limit, page.offset]).map { row in
                NewsItem(
                    docid: try row.decode(forColumn: "docid"), title: try row.decode(forColumn: "title"),
                    ptime: try row.decode(forColumn: "ptime"), imgsrc: try row.decode(forColumn: "imgsrc"),
                    readCount: try row.decode(forColumn: "read_count"))
            }
            return NewsFeed(channel: channel, items: items)
        }
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
