import GRDB

extension Schema {
    /// Each blog keeps its place among its author's blogs, oldest first: 0, 1, 2, … with no gap, kept true by
    /// triggers. A page at offset 90,000 of an author's blogs is then a seek to one position in `blogs_by_position`,
    /// where `OFFSET` stepped over 90,000 rows (a twentieth of the first page's speed).
    ///
    /// Blogs come from the seed and from tools, not from the API; a blog written newest, as blogs are, moves no other
    /// row. One written among older ones, deleted, or moved to another author or date renumbers the author's blogs
    /// after it.
    static func addBlogPositions(_ db: Database) throws {
        try db.alter(table: "blogs") { t in
            t.add(column: "position", .integer).notNull().defaults(to: 0)
        }
        try db.execute(
            sql: """
                UPDATE blogs SET position = placed.position FROM (
                    SELECT id, ROW_NUMBER() OVER (PARTITION BY author_id ORDER BY created_at, id) - 1 AS position
                      FROM blogs
                ) placed WHERE blogs.id = placed.id;
                CREATE INDEX blogs_by_position ON blogs (author_id, position);

                CREATE TRIGGER blog_placed AFTER INSERT ON blogs BEGIN
                    \(makeRoom(for: "NEW"))
                    \(place("NEW"))
                END;
                CREATE TRIGGER blog_unplaced AFTER DELETE ON blogs BEGIN
                    UPDATE blogs SET position = position - 1
                     WHERE author_id = OLD.author_id AND position > OLD.position;
                END;
                CREATE TRIGGER blog_replaced AFTER UPDATE OF author_id, created_at ON blogs BEGIN
                    UPDATE blogs SET position = position - 1
                     WHERE author_id = OLD.author_id AND position > OLD.position AND id <> NEW.id;
                    \(makeRoom(for: "NEW"))
                    \(place("NEW"))
                END;
                """)
    }

    /// Moves the author's blogs newer than `row` one place up.
    private static func makeRoom(for row: String) -> String {
        """
        UPDATE blogs SET position = position + 1
             WHERE author_id = \(row).author_id AND (created_at, id) > (\(row).created_at, \(row).id);
        """
    }

    /// Gives `row` the place after the author's next older blog (0 when it is the oldest).
    private static func place(_ row: String) -> String {
        """
        UPDATE blogs SET position = COALESCE((
                SELECT older.position + 1 FROM blogs older
                 WHERE older.author_id = \(row).author_id
                   AND (older.created_at, older.id) < (\(row).created_at, \(row).id)
                 ORDER BY older.created_at DESC, older.id DESC LIMIT 1), 0)
             WHERE id = \(row).id;
        """
    }
}
