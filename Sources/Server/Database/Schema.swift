import GRDB

/// The database schema, one migration per version; `DatabaseMigrator` applies each exactly once.
enum Schema {
    /// The migrator: the tables, then the seed data (which runs once, on an empty database).
    ///
    /// `bcryptCost` is the cost of the seeded users' password hashes.
    static func migrator(bcryptCost: UInt8) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-tables", migrate: createTables)
        migrator.registerMigration("v1-seed") { db in try Seeder.seed(db, bcryptCost: bcryptCost) }
        migrator.registerMigration("v2-draft-bodies", migrate: addDraftBodies)
        migrator.registerMigration("v3-hashed-sessions", migrate: hashSessions)
        migrator.registerMigration("v4-list-counts", migrate: addListCounts)
        migrator.registerMigration("v5-follow-counts", migrate: addFollowCounts)
        migrator.registerMigration("v6-like-counts", migrate: addLikeCounts)
        migrator.registerMigration("v7-name-keys", migrate: addNameKeys)
        migrator.registerMigration("v8-blog-positions", migrate: addBlogPositions)
        return migrator
    }

    /// Sessions keep the SHA-256 of their token and an expiry. The old plain-text tokens are dropped: their users
    /// log in again.
    private static func hashSessions(_ db: Database) throws {
        try db.drop(table: "sessions")
        try db.create(table: "sessions") { t in
            t.primaryKey("token_hash", .text)
            t.column("user_id", .integer).notNull().references("users")
            t.column("created_at", .datetime).notNull()
            t.column("expires_at", .datetime).notNull()
        }
        try db.create(index: "sessions_by_expiry", on: "sessions", columns: ["expires_at"])
        try db.create(index: "sessions_by_user", on: "sessions", columns: ["user_id", "created_at"])
    }

    /// Drafts get a body (`GET /drafts/{id}` shows it); the seeded ones are written from their titles.
    private static func addDraftBodies(_ db: Database) throws {
        try db.alter(table: "drafts") { t in
            t.add(column: "body", .text).notNull().defaults(to: "")
        }
        let drafts = try Row.fetchAll(db, sql: "SELECT id, title FROM drafts ORDER BY id")
        for (index, draft) in drafts.enumerated() {
            let (id, title): (Int, String) = (draft["id"], draft["title"])
            try db.execute(
                sql: "UPDATE drafts SET body = ? WHERE id = ?",
                arguments: [SeedWriting.body(title: title, index: index), id])
        }
    }

    private static func createTables(_ db: Database) throws {
        try db.create(table: "users") { t in
            t.primaryKey("id", .integer)
            t.column("username", .text).notNull().unique()
            t.column("display_name", .text).notNull()
            t.column("avatar_url", .text).notNull()
            t.column("password_hash", .text).notNull()
        }
        try db.create(table: "follows") { t in
            t.column("follower_id", .integer).notNull().references("users")
            t.column("followee_id", .integer).notNull().references("users")
            t.primaryKey(["follower_id", "followee_id"])
            t.check(sql: "follower_id <> followee_id")
        }
        try db.create(table: "sessions") { t in
            t.primaryKey("token", .text)
            t.column("user_id", .integer).notNull().references("users")
            t.column("created_at", .datetime).notNull()
        }
        try db.create(table: "blogs") { t in
            t.primaryKey("id", .integer)
            t.column("author_id", .integer).notNull().references("users")
            t.column("title", .text).notNull()
            t.column("body", .text).notNull()
            t.column("created_at", .datetime).notNull()
            t.column("share_count", .integer).notNull().defaults(to: 0)
        }
        try db.create(index: "blogs_by_author", on: "blogs", columns: ["author_id", "created_at"])
        try db.create(table: "likes") { t in
            t.column("blog_id", .integer).notNull().references("blogs")
            t.column("user_id", .integer).notNull().references("users")
            t.primaryKey(["blog_id", "user_id"])
        }
        try db.create(table: "drafts") { t in
            t.primaryKey("id", .integer)
            t.column("owner_id", .integer).notNull().references("users")
            t.column("title", .text).notNull()
            t.column("edited_at", .datetime).notNull()
            t.column("is_trashed", .boolean).notNull().defaults(to: false)
        }
        try db.create(table: "news") { t in
            t.primaryKey("docid", .text)
            t.column("channel", .text).notNull()
            // 0, 1, 2, … per channel with no gap: the feed seeks to a page's first position instead of counting.
            t.column("position", .integer).notNull()
            t.column("title", .text).notNull()
            t.column("ptime", .text).notNull()
            t.column("imgsrc", .text).notNull()
            t.column("read_count", .integer).notNull().defaults(to: 0)
            t.uniqueKey(["channel", "position"])
        }
        try db.create(table: "counters") { t in
            t.primaryKey("id", .integer)
            t.column("set_name", .text).notNull()
            t.column("position", .integer).notNull()
            t.column("name", .text).notNull()
            t.column("num", .integer).notNull().check { $0 >= 0 }
        }
        try db.create(table: "voices") { t in
            t.primaryKey("id", .integer)
            t.column("sender", .text).notNull()
            t.column("duration", .integer).notNull()
            t.column("audio", .blob).notNull()
        }
    }
}
