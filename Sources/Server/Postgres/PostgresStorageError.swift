/// A PostgreSQL database that cannot serve this server, in words that say what to do.
enum PostgresStorageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The database's schema is newer than this build knows.
    case newerSchema(found: Int, known: Int)
    /// A row holds a value no version of the server writes.
    case corruptRow(String)

    var description: String {
        switch self {
        case .newerSchema(let found, let known):
            return "the database's schema is version \(found), newer than this server's \(known): "
                + "run a newer mvx, or point --db at another database"
        case .corruptRow(let what):
            return "the database holds a value this server never writes (\(what))"
        }
    }
}
