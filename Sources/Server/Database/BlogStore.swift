import GRDB
import Model

/// Blogs, likes and shares.
///
/// The GRDB implementation of ``BlogStorage``.
package struct BlogStore: BlogStorage {
    let database: SQLiteDatabase

    /// The columns of a ``Model/Blog`` without its body, in the order ``blog(from:at:body:)`` reads them; `:viewer`
    /// may be NULL.
    private static let select = """
        SELECT b.id, b.author_id, u.display_name AS author_name, u.username AS author_username, b.title,
               b.created_at, b.share_count, b.like_count,
               CASE WHEN :viewer IS NULL THEN 0
                    ELSE EXISTS (SELECT 1 FROM likes l WHERE l.blog_id = b.id AND l.user_id = :viewer)
               END AS is_liked
        """

    /// A blog from the columns of ``select`` starting at column `first`, read by position (a lookup by name
    /// lowercases the name for every column of every row).
    private static func blog(from row: Row, at first: Int = 0, body: String? = nil) throws -> Blog {
        Blog(
            id: try row.decode(atIndex: first), authorID: try row.decode(atIndex: first + 1),
            authorName: try row.decode(atIndex: first + 2), authorUsername: try row.decode(atIndex: first + 3),
            title: try row.decode(atIndex: first + 4), body: body, createdAt: try row.decode(atIndex: first + 5),
            likeCount: try row.decode(atIndex: first + 7), isLiked: try row.decode(atIndex: first + 8),
            shareCount: try row.decode(atIndex: first + 6))
    }

    /// A page of `authorID`'s blogs, newest first.
    func blogs(of authorID: Int, page: PageRequest, viewer: Int?) async throws -> Page<Blog> {
        try await database.readStatement { db in
            try Self.page(db, of: authorID, offset: page.offset, limit: page.limit, viewer: viewer)
        }
    }

    /// Blogs `offset ..< offset + limit` of `authorID`, newest first (`limit` 0…100, `offset` ≥ 0); 404 for no such
    /// user. The bare reference of `Benchmarks/server-bench.sh` runs it too.
    ///
    /// One statement, so it sees one snapshot without a transaction: the author's row (its `blog_count`, kept by
    /// triggers, see `Schema.addListCounts`) left-joined to the page, so an empty page still says the author exists
    /// and how many blogs they have. No row at all means no such user. The page is a seek, not a count: an author's
    /// blogs are numbered 0, 1, 2, … oldest first with no gap (`Schema.addBlogPositions`), so the blog `offset` places
    /// below the newest is position `newest − offset`, as quick to find at offset 90,000 as at 0.
    package static func page(_ db: Database, of authorID: Int, offset: Int, limit: Int, viewer: Int?) throws
        -> Page<Blog>
    {
        let statement = try db.cachedStatement(sql: Self.pageSQL)
        let arguments: StatementArguments = [
            "viewer": viewer, "author": authorID, "limit": limit, "offset": offset,
        ]
        // Copied rows: decoding a copy checks each value's type, where a cursor's row converts silently.
        let rows = try Row.fetchAll(statement, arguments: arguments)
        guard let first = rows.first else {
            throw APIFailure.notFound("There is no user with id \(authorID).")
        }
        let total: Int = try first.decode(atIndex: 0)
        // Column 1 is the blog's id: NULL on the one row of an empty page.
        let items = try rows.filter { !$0.hasNull(atIndex: 1) }.map { try Self.blog(from: $0, at: 1) }
        return Page(items: items, offset: offset, limit: limit, total: total)
    }

    /// `newest − offset` cannot overflow: the newest position is at least 0 and the offset is checked to be at least
    /// 0. An author without blogs has no newest position, NULL, and so an empty page.
    private static let pageSQL = """
        SELECT a.blog_count AS total, p.* FROM users a LEFT JOIN (
        \(select)
             FROM blogs b JOIN users u ON u.id = b.author_id
            WHERE b.author_id = :author
              AND b.position <= (SELECT MAX(n.position) FROM blogs n WHERE n.author_id = :author) - :offset
            ORDER BY b.position DESC LIMIT :limit
        ) p ON 1 WHERE a.id = :author
        ORDER BY p.created_at DESC, p.id DESC
        """

    /// One blog with its body.
    func blog(id: Int, viewer: Int?) async throws -> Blog {
        try await database.readStatement { db in try Self.blog(db, id: id, viewer: viewer, withBody: true) }
    }

    private static func blog(_ db: Database, id: Int, viewer: Int?, withBody: Bool) throws -> Blog {
        let sql = select + ", b.body FROM blogs b JOIN users u ON u.id = b.author_id WHERE b.id = :id"
        guard let row = try Row.fetchOne(db, sql: sql, arguments: ["viewer": viewer, "id": id]) else {
            throw APIFailure.notFound("There is no blog with id \(id).")
        }
        return try blog(from: row, body: withBody ? row.decode(atIndex: 9) : nil)
    }

    /// Likes or unlikes as `viewer`; each user counts once, however often they repeat it.
    func setLiked(_ isLiked: Bool, blogID: Int, viewer: Int) async throws -> LikeState {
        try await database.write { db in
            _ = try Self.blog(db, id: blogID, viewer: viewer, withBody: false)
            let sql =
                isLiked
                ? "INSERT OR IGNORE INTO likes (blog_id, user_id) VALUES (?, ?)"
                : "DELETE FROM likes WHERE blog_id = ? AND user_id = ?"
            try db.execute(sql: sql, arguments: [blogID, viewer])
            let blog = try Self.blog(db, id: blogID, viewer: viewer, withBody: false)
            return LikeState(likeCount: blog.likeCount, isLiked: blog.isLiked)
        }
    }

    /// Counts one more share, in the transaction that checks the sharer's session.
    func share(blogID: Int, by user: SignedIn) async throws -> ShareResult {
        try await database.write { db in
            try SessionStore.requireLive(db, user)
            try db.execute(sql: "UPDATE blogs SET share_count = share_count + 1 WHERE id = ?", arguments: [blogID])
            guard db.changesCount > 0 else { throw APIFailure.notFound("There is no blog with id \(blogID).") }
            let count = try Int.fetchOne(db, sql: "SELECT share_count FROM blogs WHERE id = ?", arguments: [blogID])
            return ShareResult(shareCount: count ?? 0)
        }
    }
}
