import GRDB

extension Schema {
    /// Each blog keeps how many users like it, kept true by triggers, so that a page of 20 blogs reads a column
    /// instead of counting likes 20 times. Likes are only ever inserted and deleted; an update of one is
    /// refused, so the count cannot drift. PostgreSQL still counts.
    static func addLikeCounts(_ db: Database) throws {
        try db.alter(table: "blogs") { t in
            t.add(column: "like_count", .integer).notNull().defaults(to: 0)
        }
        try db.execute(
            sql: """
                UPDATE blogs SET like_count = (SELECT COUNT(*) FROM likes WHERE blog_id = blogs.id);

                CREATE TRIGGER like_added AFTER INSERT ON likes BEGIN
                    UPDATE blogs SET like_count = like_count + 1 WHERE id = NEW.blog_id;
                END;
                CREATE TRIGGER like_removed AFTER DELETE ON likes BEGIN
                    UPDATE blogs SET like_count = like_count - 1 WHERE id = OLD.blog_id;
                END;
                CREATE TRIGGER like_updated BEFORE UPDATE ON likes BEGIN
                    SELECT RAISE(ABORT, 'likes are inserted and deleted, never updated (blogs keep counts of them)');
                END;
                """)
    }
}
