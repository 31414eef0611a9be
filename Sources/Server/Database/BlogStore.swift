import GRDB
import Model

/// Blogs, likes and shares.
///
/// The GRDB implementation of ``BlogStorage``.
struct BlogStore: BlogStorage {
    let database: DatabasePool

    /// The columns of a ``Model/Blog`` without its body; `:viewer` may be NULL.
    private static let select = """
        SELECT b.id, b.author_id, u.display_name AS author_name, u.username AS author_username, b.title,
               b.created_at, b.share_count,
               (SELECT COUNT(*) FROM likes l WHERE l.blog_id = b.id) AS like_count,
               EXISTS (SELECT 1 FROM likes l WHERE l.blog_id = b.id AND l.user_id = :viewer) AS is_liked
        """

    private static func blog(from row: Row, body: String? = nil) throws -> Blog {
        Blog(
            id: try row.decode(forColumn: "id"), authorID: try row.decode(forColumn: "author_id"),
            authorName: try row.decode(forColumn: "author_name"),
            authorUsername: try row.decode(forColumn: "author_username"), title: try row.decode(forColumn: "title"),
            body: body, createdAt: try row.decode(forColumn: "created_at"),
            likeCount: try row.decode(forColumn: "like_count"), isLiked: try row.decode(forColumn: "is_liked"),
            shareCount: try row.decode(forColumn: "share_count"))
    }

    /// A page of `authorID`'s blogs, newest first.
    func blogs(of authorID: Int, page: PageRequest, viewer: Int?) async throws -> Page<Blog> {
        try await database.read { db in
            // The author's count is kept by triggers (Schema.addListCounts); no row means no such user.
            let count = try db.cachedStatement(sql: "SELECT blog_count FROM users WHERE id = ?")
            guard let total = try Int.fetchOne(count, arguments: [authorID]) else {
                throw APIFailure.notFound("There is no user with id \(authorID).")
            }
            let statement = try db.cachedStatement(
                sql: Self.select + """
                     FROM blogs b JOIN users u ON u.id = b.author_id WHERE b.author_id = :author
                    ORDER BY b.created_at DESC, b.id DESC LIMIT :limit OFFSET :offset
                    """)
            let arguments: StatementArguments = [
                "viewer": viewer, "author": authorID, "limit": page.limit, "offset": page.offset,
            ]
            let items = try Row.fetchAll(statement, arguments: arguments).map { try Self.blog(from: $0) }
            return Page(items: items, offset: page.offset, limit: page.limit, total: total)
        }
    }

    /// One blog with its body.
    func blog(id: Int, viewer: Int?) async throws -> Blog {
        try await database.read { db in try Self.blog(db, id: id, viewer: viewer, withBody: true) }
    }

    private static func blog(_ db: Database, id: Int, viewer: Int?, withBody: Bool) throws -> Blog {
        let sql = select + ", b.body FROM blogs b JOIN users u ON u.id = b.author_id WHERE b.id = :id"
        guard let row = try Row.fetchOne(db, sql: sql, arguments: ["viewer": viewer, "id": id]) else {
            throw APIFailure.notFound("There is no blog with id \(id).")
        }
        return try blog(from: row, body: withBody ? row.decode(forColumn: "body") : nil)
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

    /// Counts one more share.
    func share(blogID: Int) async throws -> ShareResult {
        try await database.write { db in
            try db.execute(sql: "UPDATE blogs SET share_count = share_count + 1 WHERE id = ?", arguments: [blogID])
            guard db.changesCount > 0 else { throw APIFailure.notFound("There is no blog with id \(blogID).") }
            let count = try Int.fetchOne(db, sql: "SELECT share_count FROM blogs WHERE id = ?", arguments: [blogID])
            return ShareResult(shareCount: count ?? 0)
        }
    }
}
