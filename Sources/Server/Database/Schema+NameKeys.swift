import GRDB

extension Schema {
    /// Each user keeps the folded key of their display name (``UserNameQuery/key(for:)``), which
    /// `GET /users?query=` searches: the folding is Swift's (Unicode case mapping and normalisation), which no SQL
    /// function of SQLite does. Names are written only by the seed, before this migration fills the keys.
    static func addNameKeys(_ db: Database) throws {
        try db.alter(table: "users") { t in
            t.add(column: "name_key", .text).notNull().defaults(to: "")
        }
        let users = try Row.fetchAll(db, sql: "SELECT id, display_name FROM users ORDER BY id")
        for user in users {
            let (id, name): (Int, String) = (try user.decode(atIndex: 0), try user.decode(atIndex: 1))
            try db.execute(
                sql: "UPDATE users SET name_key = ? WHERE id = ?", arguments: [UserNameQuery.key(for: name), id])
        }
    }
}
