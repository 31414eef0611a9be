import GRDB
import Model

/// Users and the follow graph.
///
/// The GRDB implementation of ``UserStorage``.
package struct UserStore: UserStorage {
    let database: SQLiteDatabase

    /// A user's friend, following and follower counts of `u`, counted, as three columns: what PostgreSQL reads, and
    /// how SQLite's stored counts started (`Schema.addFollowCounts`).
    static let followCounts = """
        (SELECT COUNT(*) FROM follows f JOIN follows b
           ON b.follower_id = f.followee_id AND b.followee_id = f.follower_id
         WHERE f.follower_id = u.id) AS friend_count,
        (SELECT COUNT(*) FROM follows f WHERE f.follower_id = u.id) AS following_count,
        (SELECT COUNT(*) FROM follows f WHERE f.followee_id = u.id) AS follower_count
        """

    /// The columns of a ``Model/User``, in the order ``user(from:)`` reads them; `isFollowing` is NULL when there is
    /// no viewer.
    private static let select = """
        SELECT u.id, u.username, u.display_name, u.avatar_url, u.friend_count, u.following_count, u.follower_count,
               CASE WHEN :viewer IS NULL THEN NULL
                    ELSE EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = :viewer AND f.followee_id = u.id)
               END AS is_following
        FROM users u
        """

    /// A user from a row that starts with the columns of ``select``, read by position: a lookup by name lowercases
    /// the name for every column of every row, which was 3% of `GET /users`.
    static func user(from row: Row) throws -> User {
        User(
            id: try row.decode(atIndex: 0), username: try row.decode(atIndex: 1),
            displayName: try row.decode(atIndex: 2), avatarURL: try row.decode(atIndex: 3),
            friendCount: try row.decode(atIndex: 4), followingCount: try row.decode(atIndex: 5),
            followerCount: try row.decode(atIndex: 6), isFollowing: try row.decode(atIndex: 7))
    }

    func all(viewer: Int?, matching query: UserNameQuery?) async throws -> [User] {
        // One statement sees one snapshot, so it needs no transaction; each is prepared once per connection.
        try await database.readStatement { db in
            guard let query else { return try Self.all(db, viewer: viewer) }
            let statement = try db.cachedStatement(
                sql: Self.select + " WHERE instr(u.name_key, :key) > 0 ORDER BY u.id")
            return try Row.fetchAll(statement, arguments: ["viewer": viewer, "key": query.key]).map(Self.user(from:))
        }
    }

    /// Every user in id order as `viewer` (or no one) sees them: `GET /users`' one statement and its decoding on
    /// `db`, which the bare reference of `Benchmarks/server-bench.sh` runs too.
    package static func all(_ db: Database, viewer: Int?) throws -> [User] {
        let statement = try db.cachedStatement(sql: Self.select + " ORDER BY u.id")
        return try Row.fetchAll(statement, arguments: ["viewer": viewer]).map(Self.user(from:))
    }

    func user(id: Int, viewer: Int?) async throws -> User {
        try await database.readStatement { db in try Self.user(db, id: id, viewer: viewer) }
    }

    static func user(_ db: Database, id: Int, viewer: Int?) throws -> User {
        let sql = select + " WHERE u.id = :id"
        guard let row = try Row.fetchOne(db, sql: sql, arguments: ["viewer": viewer, "id": id]) else {
            throw APIFailure.notFound("There is no user with id \(id).")
        }
        return try user(from: row)
    }

    func following(of id: Int, viewer: Int?) async throws -> [User] {
        try await database.read { db in
            _ = try Self.user(db, id: id, viewer: nil)
            let sql = Self.select + " JOIN follows g ON g.followee_id = u.id WHERE g.follower_id = :id ORDER BY u.id"
            return try Row.fetchAll(db, sql: sql, arguments: ["viewer": viewer, "id": id]).map(Self.user(from:))
        }
    }

    /// Makes `viewer` follow (or stop following) `id`; repeating it changes nothing.
    func setFollowing(_ isFollowing: Bool, id: Int, viewer: Int) async throws -> FollowStatus {
        try await database.write { db in
            _ = try Self.user(db, id: id, viewer: nil)
            guard id != viewer else {
                throw APIFailure.badRequest("You cannot follow or unfollow yourself.")
            }
            let sql =
                isFollowing
                ? "INSERT OR IGNORE INTO follows (follower_id, followee_id) VALUES (?, ?)"
                : "DELETE FROM follows WHERE follower_id = ? AND followee_id = ?"
            try db.execute(sql: sql, arguments: [viewer, id])
            return FollowStatus(userID: id, isFollowing: isFollowing)
        }
    }
}
