#if PostgreSQL
    import Foundation
    import Model
    import PostgresNIO

    /// The PostgreSQL schema, one migration per version, applied at start in one transaction.
    ///
    /// `mvx_schema` records the versions applied. A transaction-scoped advisory lock makes instances that start together
    /// take turns, so each migration runs once; starting again changes nothing; a database whose newest version is
    /// above ``latestVersion`` is refused rather than misread.
    enum PostgresSchema {
        /// The newest version this build writes.
        static let latestVersion = 4

        /// The advisory lock key the migrations hold (any fixed number; "MVX" in ASCII).
        private static let lockKey = 0x4D5658

        /// Brings the database up to ``latestVersion``, seeding it (passwords hashed at `bcryptCost`) when it is new.
        ///
        /// Not under the per-call deadline of ``PostgresBackend``: PostgreSQL is told `statementTimeout` for each
        /// statement instead, and the caller bounds the whole. The lock is asked for every 100 ms rather than waited for
        /// in one statement, so that cancelling the task (a shutdown, the caller's deadline) ends the wait at once.
        static func migrate(_ database: PostgresBackend, bcryptCost: UInt8, statementTimeout: Duration = .seconds(90))
            async throws
        {
            let logger = database.logger
            // Seeding hashes the demo users' passwords, which takes a while on a busy machine: done before the
            // transaction, so that no session sits idle in one (PostgreSQL ends those) waiting for CPU.
            let hashes: [String]?
            if try await isEmpty(database) {
                hashes = await passwordHashes(count: SeedPeople.users.count, cost: bcryptCost)
            } else {
                hashes = nil
            }
            try await database.client.withConnection { connection in
                try await PostgresBackend.inTransaction(on: connection, logger: logger) { connection in
                    let milliseconds = "\(max(1, PostgresFailure.milliseconds(statementTimeout)))"
                    // The session's own limits are the server's per-call deadline; seeding takes longer, and waits for
                    // its password hashes between statements.
                    for setting in ["statement_timeout", "lock_timeout", "idle_in_transaction_session_timeout"] {
                        try await connection.query(
                            "SELECT set_config(\(setting), \(milliseconds), true)", logger: logger)
                    }
                    while try await !tryLock(on: connection, logger: logger) {
                        try await Task.sleep(for: .milliseconds(100))
                    }
                    try await connection.query(
                        """
                        CREATE TABLE IF NOT EXISTS mvx_schema (
                            version BIGINT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())
                        """, logger: logger)
                    var current = 0
                    for try await version in try await connection.query(
                        "SELECT COALESCE(MAX(version), 0)::BIGINT FROM mvx_schema", logger: logger
                    ).decode(Int.self) {
                        current = version
                    }
                    guard current <= latestVersion else {
                        throw PostgresStorageError.newerSchema(found: current, known: latestVersion)
                    }
                    if current < 1 {
                        try await createTables(on: connection, logger: logger)
                        // (hashed here only when the look before found a schema that has no version yet)
                        let seeded: [String]
                        if let hashes {
                            seeded = hashes
                        } else {
                            seeded = await passwordHashes(count: SeedPeople.users.count, cost: bcryptCost)
                        }
                        try await seed(on: connection, passwordHashes: seeded, logger: logger)
                        try await connection.query("INSERT INTO mvx_schema (version) VALUES (1)", logger: logger)
                    }
                    if current < 2 {
                        // Login attempts are counted before their password check: those still being checked.
                        try await connection.query(
                            "ALTER TABLE login_failures ADD COLUMN pending BIGINT NOT NULL DEFAULT 0", logger: logger)
                        try await connection.query("INSERT INTO mvx_schema (version) VALUES (2)", logger: logger)
                    }
                    if current < 3 {
                        try await addNameKeys(on: connection, logger: logger)
                        try await connection.query("INSERT INTO mvx_schema (version) VALUES (3)", logger: logger)
                    }
                    if current < 4 {
                        try await addBlogPositions(on: connection, logger: logger)
                        try await connection.query("INSERT INTO mvx_schema (version) VALUES (4)", logger: logger)
                    }
                }
            }
        }

        /// Whether the database has no schema yet: the next migration seeds it. Like the migration, not under the
        /// per-call deadline (a first connection on a busy machine may take longer).
        private static func isEmpty(_ database: PostgresBackend) async throws -> Bool {
            try await database.client.withConnection { connection in
                var empty = false
                for try await value in try await connection.query(
                    "SELECT to_regclass('mvx_schema') IS NULL", logger: database.logger
                ).decode(Bool.self) {
                    empty = value
                }
                return empty
            }
        }

        /// Takes the migration lock for this transaction if no other session holds it; answers whether it did.
        private static func tryLock(on connection: PostgresConnection, logger: Logger) async throws -> Bool {
            var locked = false
            for try await value in try await connection.query(
                "SELECT pg_try_advisory_xact_lock(\(lockKey))", logger: logger
            ).decode(Bool.self) {
                locked = value
            }
            return locked
        }

        private static func createTables(on connection: PostgresConnection, logger: Logger) async throws {
            let statements = [
                """
                CREATE TABLE users (
                    id BIGINT PRIMARY KEY, username TEXT NOT NULL UNIQUE, display_name TEXT NOT NULL,
                    avatar_url TEXT NOT NULL, password_hash TEXT NOT NULL)
                """,
                """
                CREATE TABLE follows (
                    follower_id BIGINT NOT NULL REFERENCES users, followee_id BIGINT NOT NULL REFERENCES users,
                    PRIMARY KEY (follower_id, followee_id), CHECK (follower_id <> followee_id))
                """,
                "CREATE INDEX follows_by_followee ON follows (followee_id)",
                """
                CREATE TABLE sessions (
                    token_hash TEXT PRIMARY KEY, user_id BIGINT NOT NULL REFERENCES users,
                    created_at TIMESTAMPTZ NOT NULL, expires_at TIMESTAMPTZ NOT NULL)
                """,
                "CREATE INDEX sessions_by_expiry ON sessions (expires_at)",
                "CREATE INDEX sessions_by_user ON sessions (user_id, created_at)",
                """
                CREATE TABLE blogs (
                    id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, author_id BIGINT NOT NULL REFERENCES users,
                    title TEXT NOT NULL, body TEXT NOT NULL, created_at TIMESTAMPTZ NOT NULL,
                    share_count BIGINT NOT NULL DEFAULT 0)
                """,
                "CREATE INDEX blogs_by_author ON blogs (author_id, created_at DESC, id DESC)",
                """
                CREATE TABLE likes (
                    blog_id BIGINT NOT NULL REFERENCES blogs, user_id BIGINT NOT NULL REFERENCES users,
                    PRIMARY KEY (blog_id, user_id))
                """,
                """
                CREATE TABLE drafts (
                    id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, owner_id BIGINT NOT NULL REFERENCES users,
                    title TEXT NOT NULL, body TEXT NOT NULL DEFAULT '', edited_at TIMESTAMPTZ NOT NULL,
                    is_trashed BOOLEAN NOT NULL DEFAULT FALSE)
                """,
                "CREATE INDEX drafts_by_owner ON drafts (owner_id, is_trashed, edited_at DESC, id DESC)",
                """
                CREATE TABLE news (
                    docid TEXT PRIMARY KEY, channel TEXT NOT NULL, position BIGINT NOT NULL, title TEXT NOT NULL,
                    ptime TEXT NOT NULL, imgsrc TEXT NOT NULL, read_count BIGINT NOT NULL DEFAULT 0,
                    UNIQUE (channel, position))
                """,
                """
                CREATE TABLE counters (
                    id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, set_name TEXT NOT NULL,
                    position BIGINT NOT NULL, name TEXT NOT NULL, num BIGINT NOT NULL CHECK (num >= 0))
                """,
                """
                CREATE TABLE voices (
                    id BIGINT PRIMARY KEY, sender TEXT NOT NULL, duration BIGINT NOT NULL, audio BYTEA NOT NULL)
                """,
                """
                CREATE TABLE login_failures (
                    key TEXT PRIMARY KEY, window_start TIMESTAMPTZ NOT NULL, failures BIGINT NOT NULL)
                """,
                "CREATE INDEX login_failures_by_start ON login_failures (window_start)",
            ]
            for statement in statements {
                try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
            }
        }

        /// Version 3: each user keeps the folded key of their display name (``UserNameQuery/key(for:)``), which
        /// `GET /users?query=` searches, as on SQLite (`Schema.addNameKeys`): the folding is Swift's, not the locale's.
        private static func addNameKeys(on connection: PostgresConnection, logger: Logger) async throws {
            try await connection.query(
                "ALTER TABLE users ADD COLUMN name_key TEXT NOT NULL DEFAULT ''", logger: logger)
            var names: [(Int, String)] = []
            for try await row in try await connection.query(
                "SELECT id, display_name FROM users ORDER BY id", logger: logger
            ).decode((Int, String).self) {
                names.append(row)
            }
            for (id, name) in names {
                try await connection.query(
                    "UPDATE users SET name_key = \(UserNameQuery.key(for: name)) WHERE id = \(id)", logger: logger)
            }
        }

        /// Version 4: each blog keeps its place among its author's blogs, oldest first, 0, 1, 2, … with no gap, as on
        /// SQLite (`Schema.addBlogPositions`), so that a deep page is a seek in `blogs_by_position`, not an `OFFSET`.
        ///
        /// A blog inserted is placed before it is written (a row trigger, so the rows of one multi-row `INSERT` are
        /// placed one after another), after taking its author's row lock so that two inserts for one author take
        /// turns. Deletes and changes of author or date, which no route makes, renumber every blog once per statement.
        private static func addBlogPositions(on connection: PostgresConnection, logger: Logger) async throws {
            let renumber = """
                UPDATE blogs SET position = placed.position FROM (
                    SELECT id, ROW_NUMBER() OVER (PARTITION BY author_id ORDER BY created_at, id) - 1 AS position
                      FROM blogs
                ) placed WHERE blogs.id = placed.id AND blogs.position <> placed.position
                """
            let statements = [
                "ALTER TABLE blogs ADD COLUMN position BIGINT NOT NULL DEFAULT 0",
                renumber,
                "CREATE INDEX blogs_by_position ON blogs (author_id, position)",
                """
                CREATE FUNCTION mvx_place_blog() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN
                    PERFORM 1 FROM users WHERE id = NEW.author_id FOR UPDATE;
                    UPDATE blogs SET position = position + 1
                     WHERE author_id = NEW.author_id AND (created_at, id) > (NEW.created_at, NEW.id);
                    NEW.position := COALESCE((
                        SELECT older.position + 1 FROM blogs older
                         WHERE older.author_id = NEW.author_id
                           AND (older.created_at, older.id) < (NEW.created_at, NEW.id)
                         ORDER BY older.created_at DESC, older.id DESC LIMIT 1), 0);
                    RETURN NEW;
                END $$
                """,
                """
                CREATE FUNCTION mvx_renumber_blogs() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN
                    \(renumber);
                    RETURN NULL;
                END $$
                """,
                "CREATE TRIGGER blog_placed BEFORE INSERT ON blogs FOR EACH ROW EXECUTE FUNCTION mvx_place_blog()",
                """
                CREATE TRIGGER blogs_renumbered AFTER DELETE OR UPDATE OF author_id, created_at ON blogs
                FOR EACH STATEMENT EXECUTE FUNCTION mvx_renumber_blogs()
                """,
            ]
            for statement in statements {
                try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
            }
        }

        /// The same demo data as the SQLite seed (``SeedRows``), one multi-row `INSERT` per table: a handful of round
        /// trips, so that a start on a busy machine stays quick.
        private static func seed(on connection: PostgresConnection, passwordHashes hashes: [String], logger: Logger)
            async throws
        {
            let users: [[any PostgresThrowingDynamicTypeEncodable]] = zip(SeedPeople.users, hashes).map { user, hash in
                [
                    SeedPeople.id(of: user.username), user.username, user.displayName,
                    SeedPeople.avatarURL(for: user.username), hash,
                ]
            }
            let blogs = SeedRows.blogs
            let drafts = SeedRows.drafts.enumerated()
            let voices = SeedMedia.voices.enumerated()
            let tables: [(String, [[any PostgresThrowingDynamicTypeEncodable]])] = [
                ("users (id, username, display_name, avatar_url, password_hash)", users),
                ("follows (follower_id, followee_id)", SeedRows.follows.map { [$0.follower, $0.followee] }),
                (
                    "blogs (id, author_id, title, body, created_at, share_count)",
                    blogs.map { [$0.id, $0.authorID, $0.title, $0.body, $0.createdAt, $0.shareCount] }
                ),
                ("likes (blog_id, user_id)", blogs.flatMap { blog in SeedRows.likes(of: blog).map { [blog.id, $0] } }),
                (
                    "drafts (id, owner_id, title, body, edited_at, is_trashed)",
                    drafts.map {
                        [
                            $0.offset + 1, $0.element.ownerID, $0.element.title, $0.element.body,
                            $0.element.editedAt, $0.element.isTrashed,
                        ]
                    }
                ),
                (
                    "news (docid, channel, position, title, ptime, imgsrc, read_count)",
                    (0..<SeedNews.count).map { position in
                        let item = SeedNews.item(at: position)
                        return [
                            item.docid, NewsFeed.defaultChannel, position, item.title, item.ptime, item.imgsrc,
                            item.readCount,
                        ]
                    }
                ),
                (
                    "counters (id, set_name, position, name, num)",
                    SeedRows.counters.enumerated().map {
                        [$0.offset + 1, $0.element.set.rawValue, $0.element.position, $0.element.name, $0.element.num]
                    }
                ),
                (
                    "voices (id, sender, duration, audio)",
                    voices.map { index, voice in
                        [
                            index + 1, SeedPeople.users[SeedPeople.id(of: voice.sender) - 1].displayName,
                            voice.duration,
                            SeedMedia.audio(seconds: voice.duration, seed: index),
                        ]
                    }
                ),
            ]
            for (table, rows) in tables {
                try await connection.query(try insert(into: table, rows), logger: logger)
            }
            // Rows got explicit ids: later inserts start after them.
            for table in ["blogs", "drafts", "counters"] {
                let sql = "SELECT setval(pg_get_serial_sequence('\(table)', 'id'), (SELECT MAX(id) FROM \(table)))"
                try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger)
            }
        }

        /// `INSERT INTO table VALUES (…), (…), …` with every value bound, never spliced into the SQL.
        private static func insert(into table: String, _ rows: [[any PostgresThrowingDynamicTypeEncodable]]) throws
            -> PostgresQuery
        {
            var binds = PostgresBindings()
            var tuples: [String] = []
            for row in rows {
                var places: [String] = []
                for value in row {
                    try binds.append(value)
                    places.append("$\(binds.count)")
                }
                tuples.append("(" + places.joined(separator: ", ") + ")")
            }
            return PostgresQuery(
                unsafeSQL: "INSERT INTO \(table) VALUES " + tuples.joined(separator: ", "), binds: binds)
        }

        /// One salted hash of the demo password per user, on a thread of its own: bcrypt must not hold a Swift
        /// concurrency thread, nor wait in line behind whatever keeps the shared dispatch pool busy.
        private static func passwordHashes(count: Int, cost: UInt8) async -> [String] {
            await withCheckedContinuation { continuation in
                Thread { continuation.resume(returning: SeedRows.passwordHashes(count: count, cost: cost)) }.start()
            }
        }
    }
#endif
