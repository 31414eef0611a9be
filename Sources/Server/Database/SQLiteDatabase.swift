import GRDB

/// The server's SQLite file: GRDB's pool for writes and multi-statement reads (each in a transaction), and
/// ``StatementReaders`` for reads of one statement. Every call awaits without holding a Swift concurrency thread.
///
/// The file opens in the background (``ServerDatabase/begin(at:bcryptCost:readers:lockTimeout:)``), so that a
/// server can build and bind its HTTP side meanwhile: every call waits for the opening, and ``ready()`` says how it
/// ended.
struct SQLiteDatabase: Sendable {
    /// The open file's connections.
    struct Connections: Sendable {
        /// The writer and the readers that take snapshots in a transaction.
        let pool: DatabasePool
        /// The connections for one-statement reads.
        let readers: StatementReaders
    }

    private let opening: Task<Result<Connections, ServerError>, Never>

    /// The database whose connections `opening` makes, or why it could not.
    init(opening: Task<Result<Connections, ServerError>, Never>) {
        self.opening = opening
    }

    /// Waits until the file is open, migrated and seeded; throws why it could not be.
    func ready() async throws(ServerError) {
        _ = try await connections()
    }

    /// The connections, once open.
    func connections() async throws(ServerError) -> Connections {
        try await opening.value.get()
    }

    /// Runs `value` in a read-only transaction: one snapshot for several statements.
    func read<T: Sendable>(_ value: @Sendable (Database) throws -> T) async throws -> T {
        try await connections().pool.read(value)
    }

    /// Runs `updates` in a write transaction.
    func write<T: Sendable>(_ updates: @Sendable (Database) throws -> T) async throws -> T {
        try await connections().pool.write(updates)
    }

    /// Runs `read`, a read of one statement (which sees one snapshot by itself), with one hop and no transaction.
    func readStatement<T: Sendable>(_ read: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await connections().readers.read(read)
    }

    /// Copies the write-ahead log into the database file and empties it, so that the next start need not read the
    /// log back (without it the log of a short session — the first start's seed included — stays below SQLite's own
    /// checkpoint size and every start reads it all). Readers still open do not stop it; a failure leaves the log
    /// as it was, which is safe.
    func checkpoint() async {
        guard let pool = try? await connections().pool else { return }
        _ = try? await pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
    }
}
