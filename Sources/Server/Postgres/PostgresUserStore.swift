#if PostgreSQL
    import Model
    import PostgresNIO

    /// Users and the follow graph in PostgreSQL.
    ///
    /// The PostgreSQL implementation of ``UserStorage``.
    struct PostgresUserStore: UserStorage {
        let database: PostgresBackend

        /// The columns of a ``Model/User``; `$1` is the viewer, NULL for none.
        static let select = """
            SELECT u.id, u.username, u.display_name, u.avatar_url, \(UserStore.followCounts),
                   CASE WHEN $1::BIGINT IS NULL THEN NULL
                        ELSE EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = $1::BIGINT AND f.followee_id = u.id)
                   END AS is_following
            FROM users u
            """

        /// The users `rows` hold, in order.
        static func users(_ rows: some AsyncSequence<PostgresRow, any Error>) async throws -> [User] {
            var users: [User] = []
            for try await (id, username, name, avatar, friends, following, followers, isFollowing) in rows.decode(
                (Int, String, String, String, Int, Int, Int, Bool?).self)
            {
                users.append(
                    User(
                        id: id, username: username, displayName: name, avatarURL: avatar, friendCount: friends,
                        followingCount: following, followerCount: followers, isFollowing: isFollowing))
            }
            return users
        }

        /// One user seen by `viewer`, on `connection`; 404 if there is none.
        static func user(on connection: PostgresConnection, id: Int, viewer: Int?, logger: Logger) async throws -> User
        {
            let query = PostgresBackend.query(select + " WHERE u.id = $2", .integers(viewer, id))
            guard let user = try await users(connection.query(query, logger: logger)).first else {
                throw APIFailure.notFound("There is no user with id \(id).")
            }
            return user
        }

        func all(viewer: Int?, matching query: UserNameQuery?) async throws -> [User] {
            guard let query else {
                return try await Self.users(
                    database.run(PostgresBackend.query(Self.select + " ORDER BY u.id", .integers(viewer))))
            }
            var binds = PostgresBindings.integers(viewer)
            binds.append(query.key)
            let sql = Self.select + " WHERE strpos(u.name_key, $2) > 0 ORDER BY u.id"
            return try await Self.users(database.run(PostgresBackend.query(sql, binds)))
        }

        func user(id: Int, viewer: Int?) async throws -> User {
            let query = PostgresBackend.query(Self.select + " WHERE u.id = $2", .integers(viewer, id))
            guard let user = try await Self.users(database.run(query)).first else {
                throw APIFailure.notFound("There is no user with id \(id).")
            }
            return user
        }

        func following(of id: Int, viewer: Int?) async throws -> [User] {
            try await database.transaction { connection in
                _ = try await Self.user(on: connection, id: id, viewer: nil, logger: database.logger)
                let sql = Self.select + " JOIN follows g ON g.followee_id = u.id WHERE g.follower_id = $2 ORDER BY u.id"
                return try await Self.users(
                    connection.query(PostgresBackend.query(sql, .integers(viewer, id)), logger: database.logger))
            }
        }

        func setFollowing(_ isFollowing: Bool, id: Int, viewer: Int) async throws -> FollowStatus {
            try await database.transaction { connection in
                _ = try await Self.user(on: connection, id: id, viewer: nil, logger: database.logger)
                guard id != viewer else { throw APIFailure.badRequest("You cannot follow or unfollow yourself.") }
                let sql =
                    isFollowing
                    ? "INSERT INTO follows (follower_id, followee_id) VALUES ($1, $2) ON CONFLICT DO NOTHING"
                    : "DELETE FROM follows WHERE follower_id = $1 AND followee_id = $2"
                try await connection.query(PostgresBackend.query(sql, .integers(viewer, id)), logger: database.logger)
                return FollowStatus(userID: id, isFollowing: isFollowing)
            }
        }
    }
#endif
