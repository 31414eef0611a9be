import GRDB

extension Schema {
    /// Each user keeps their friend, following and follower counts, kept true by triggers, so that `GET /users`
    /// reads three columns instead of running three counting subqueries per user (it ran at 45–50% of a bare route
    /// serving the same JSON). PostgreSQL still counts (``UserStore/followCounts``).
    ///
    /// A friend is someone who follows you and whom you follow. Follows are only ever inserted and deleted; an
    /// update of one is refused, so the counts cannot drift.
    static func addFollowCounts(_ db: Database) throws {
        try db.alter(table: "users") { t in
            t.add(column: "friend_count", .integer).notNull().defaults(to: 0)
            t.add(column: "following_count", .integer).notNull().defaults(to: 0)
            t.add(column: "follower_count", .integer).notNull().defaults(to: 0)
        }
        try db.execute(
            sql: """
                UPDATE users SET (friend_count, following_count, follower_count) = (
                    SELECT \(UserStore.followCounts) FROM users u WHERE u.id = users.id);

                CREATE TRIGGER follow_added AFTER INSERT ON follows BEGIN
                    UPDATE users SET following_count = following_count + 1 WHERE id = NEW.follower_id;
                    UPDATE users SET follower_count = follower_count + 1 WHERE id = NEW.followee_id;
                    UPDATE users SET friend_count = friend_count + 1
                     WHERE id IN (NEW.follower_id, NEW.followee_id)
                       AND EXISTS (SELECT 1 FROM follows
                                    WHERE follower_id = NEW.followee_id AND followee_id = NEW.follower_id);
                END;
                CREATE TRIGGER follow_removed AFTER DELETE ON follows BEGIN
                    UPDATE users SET following_count = following_count - 1 WHERE id = OLD.follower_id;
                    UPDATE users SET follower_count = follower_count - 1 WHERE id = OLD.followee_id;
                    UPDATE users SET friend_count = friend_count - 1
                     WHERE id IN (OLD.follower_id, OLD.followee_id)
                       AND (OLD.follower_id = OLD.followee_id
                            OR EXISTS (SELECT 1 FROM follows
                                        WHERE follower_id = OLD.followee_id AND followee_id = OLD.follower_id));
                END;
                CREATE TRIGGER follow_updated BEFORE UPDATE ON follows BEGIN
                    SELECT RAISE(ABORT, 'follows are inserted and deleted, never updated (users keep counts of them)');
                END;
                """)
    }
}
