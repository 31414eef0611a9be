#if PostgreSQL
    import Foundation
    import Model
    import PostgresNIO

    /// Blogs, likes and shares in PostgreSQL.
    ///
    /// The PostgreSQL implementation of ``BlogStorage``.
    struct PostgresBlogStore: BlogStorage {
        let database: PostgresBackend

        /// The columns of a ``Model/Blog`` and its body; `$1` is the viewer, NULL for none.
        private static let select = """
            SELECT b.id, b.author_id, u.display_name, u.username, b.title, b.created_at, b.share_count,
                   (SELECT COUNT(*) FROM likes l WHERE l.blog_id = b.id) AS like_count,
                   EXISTS (SELECT 1 FROM likes l WHERE l.blog_id = b.id AND l.user_id = $1::BIGINT) AS is_liked, b.body
            FROM blogs b JOIN users u ON u.id = b.author_id
            """

        private static func blogs(_ rows: some AsyncSequence<PostgresRow, any Error>, withBody: Bool) async throws
            -> [Blog]
        {
            var blogs: [Blog] = []
            for try await (id, author, name, username, title, created, shares, likes, isLiked, body) in rows.decode(
                (Int, Int, String, String, String, Date, Int, Int, Bool, String).self)
            {
                blogs.append(
                    Blog(
                        id: id, authorID: author, authorName: name, authorUsername: username, title: title,
                        body: withBody ? body : nil, createdAt: created, likeCount: likes, isLiked: isLiked,
                        shareCount: shares))
            }
            return blogs
        }

        private static func blog(on connection: PostgresConnection, id: Int, viewer: Int?, logger: Logger)
            async throws -> Blog
        {
            let query = PostgresBackend.query(select + " WHERE b.id = $2", .integers(viewer, id))
            guard let blog = try await blogs(connection.query(query, logger: logger), withBody: false).first else {
                throw APIFailure.notFound("There is no blog with id \(id).")
            }
            return blog
        }

        func blogs(of authorID: Int, page: PageRequest, viewer: Int?) async throws -> Page<Blog> {
            try await database.transaction { connection in
                let logger = database.logger
                let count = try await connection.query(
                    "SELECT (SELECT COUNT(*) FROM blogs WHERE author_id = \(authorID)) FROM users WHERE id = \(authorID)",
                    logger: logger)
                var total: Int?
                for try await value in count.decode(Int.self) { total = value }
                guard let total else { throw APIFailure.notFound("There is no user with id \(authorID).") }
                // A seek to the position `offset` places below the author's newest (`PostgresSchema`'s version 4),
                // not an OFFSET; `newest − offset` cannot overflow, as the newest is at least 0 and the offset too.
                let sql =
                    Self.select + """
                         WHERE b.author_id = $2
                           AND b.position <= (SELECT MAX(n.position) FROM blogs n WHERE n.author_id = $2) - $4
                         ORDER BY b.position DESC LIMIT $3
                        """
                let items = try await Self.blogs(
                    connection.query(
                        PostgresBackend.query(sql, .integers(viewer, authorID, page.limit, page.offset)), logger: logger
                    ),
                    withBody: false)
                return Page(items: items, offset: page.offset, limit: page.limit, total: total)
            }
        }

        func blog(id: Int, viewer: Int?) async throws -> Blog {
            let query = PostgresBackend.query(Self.select + " WHERE b.id = $2", .integers(viewer, id))
            guard let blog = try await Self.blogs(database.run(query), withBody: true).first else {
                throw APIFailure.notFound("There is no blog with id \(id).")
            }
            return blog
        }

        func setLiked(_ isLiked: Bool, blogID: Int, viewer: Int) async throws -> LikeState {
            try await database.transaction { connection in
                let logger = database.logger
                _ = try await Self.blog(on: connection, id: blogID, viewer: viewer, logger: logger)
                let sql =
                    isLiked
                    ? "INSERT INTO likes (blog_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING"
                    : "DELETE FROM likes WHERE blog_id = $1 AND user_id = $2"
                try await connection.query(PostgresBackend.query(sql, .integers(blogID, viewer)), logger: logger)
                let blog = try await Self.blog(on: connection, id: blogID, viewer: viewer, logger: logger)
                return LikeState(likeCount: blog.likeCount, isLiked: blog.isLiked)
            }
        }

        func share(blogID: Int, by user: SignedIn) async throws -> ShareResult {
            try await PostgresSessionStore.requireLive(user, in: database)
            let rows = try await database.write(
                "UPDATE blogs SET share_count = share_count + 1 WHERE id = \(blogID) RETURNING share_count")
            for try await count in rows.decode(Int.self) { return ShareResult(shareCount: count) }
            throw APIFailure.notFound("There is no blog with id \(blogID).")
        }
    }
#endif
