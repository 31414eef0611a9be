import GRDB

/// The server's SQLite file: GRDB's pool for writes and multi-statement reads (each in a transaction), and
/// ``StatementReaders`` for reads of one statement. Every call awaits without holding a Swift concurrency thread.
struct SQLiteDatabase: Sendable {
    /// The writer and the readers that take snapshots in a transaction.
    let pool: DatabasePool
    /// The connections for one-statement reads.
    let readers: StatementReaders

    /// Runs `value` in a read-only transaction: one snapshot for several statements.
    func read<T: Sendable>(_ value: @Sendable (Database) throws -> T) async throws -> T {
        try await pool.read(value)
    }

    /// Runs `updates` in a write transaction.
    func write<T: Sendable>(_ updates: @Sendable (Database) throws -> T) async throws -> T {
        try await pool.write(updates)
    }

    /// Runs `read`, a read of one statement (which sees one snapshot by itself), with one hop and no transaction.
    func readStatement<T: Sendable>(_ read: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await readers.read(read)
    }
}
