import Dispatch
import Foundation
import GRDB

/// Opens the server's SQLite file (WAL mode through `DatabasePool`), migrates and seeds it.
enum ServerDatabase {
    /// Opens, creates or upgrades the database at `path`; the first open seeds it, hashing the demo passwords at
    /// `bcryptCost`. A statement waits at most `lockTimeout` for another process's lock on the file (a second
    /// server, the `sqlite3` shell), then fails with `SQLITE_BUSY`.
    ///
    /// The file is readable by its owner only (0600; SQLite gives its `-wal` and `-shm` files the same mode): it
    /// holds password hashes and session tokens. Migration is synchronous in GRDB, so it runs on a dispatch queue
    /// rather than blocking a thread of Swift's cooperative pool.
    static func open(
        at path: String, bcryptCost: UInt8, readers: Int = 5, lockTimeout: Duration = .seconds(5)
    ) async throws(ServerError)
        -> SQLiteDatabase
    {
        let database = try begin(at: path, bcryptCost: bcryptCost, readers: readers, lockTimeout: lockTimeout)
        try await database.ready()
        return database
    }

    /// Starts opening the database at `path`, as ``open(at:bcryptCost:readers:lockTimeout:)`` does, and answers at
    /// once: the usual mistakes (a missing or read-only directory, a directory path, a file that cannot be made
    /// private) throw now; the rest runs in the background, and ``SQLiteDatabase/ready()`` reports it.
    static func begin(
        at path: String, bcryptCost: UInt8, readers: Int = 5, lockTimeout: Duration = .seconds(5)
    ) throws(ServerError) -> SQLiteDatabase {
        try check(path: path)
        try restrictAccess(to: path)
        let opening = Task {
            await withCheckedContinuation { continuation in
                DispatchQueue.global(qos: .userInitiated).async {
                    continuation.resume(
                        returning: openNow(
                            at: path, bcryptCost: bcryptCost, readers: readers, lockTimeout: lockTimeout))
                }
            }
        }
        return SQLiteDatabase(opening: opening)
    }

    /// Closes `database` on a dispatch queue: closing waits for every reader to be given back, a wait that must not
    /// hold a thread of Swift's cooperative pool.
    static func close(_ database: SQLiteDatabase) async {
        guard let connections = try? await database.connections() else { return }
        await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                connections.readers.close()
                try? connections.pool.close()
                continuation.resume()
            }
        }
    }

    /// Whether the write-ahead log beside the file at `path` holds anything. (Its end, and not Foundation's
    /// `attributesOfItem`, which also looks up the file's owner and group by name: the password and group
    /// databases read at every start.)
    private static func logHoldsFrames(_ path: String) -> Bool {
        let descriptor = Foundation.open(path + "-wal", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { Foundation.close(descriptor) }
        return lseek(descriptor, 0, SEEK_END) > 0
    }

    /// Removes a database file and its companions, as after a start that failed before anyone used it.
    static func remove(at path: String) {
        for suffix in ["", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: path + suffix)
        }
    }

    /// Creates the file with mode 0600 if it is missing, and takes group and other access away if it exists.
    private static func restrictAccess(to path: String) throws(ServerError) {
        let descriptor = Foundation.open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .databaseUnavailable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { Foundation.close(descriptor) }
        guard fchmod(descriptor, 0o600) == 0 else {
            throw .databaseUnavailable(
                path: path, reason: "cannot make it private: \(String(cString: strerror(errno)))")
        }
    }

    private static func openNow(
        at path: String, bcryptCost: UInt8, readers: Int, lockTimeout: Duration
    ) -> Result<SQLiteDatabase.Connections, ServerError> {
        do {
            var configuration = Configuration()
            configuration.label = "mvx"
            let (seconds, attoseconds) = lockTimeout.components
            configuration.busyMode = .timeout(TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18)
            configuration.foreignKeysEnabled = true
            configuration.maximumReaderCount = readers
            let pool = try DatabasePool(path: path, configuration: configuration)
            try Schema.migrator(bcryptCost: bcryptCost).migrate(pool)
            if logHoldsFrames(path) {
                // A seed just written, or the log of a process that ended without checkpointing: into the file.
                _ = try pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
            }
            let statementReaders = try StatementReaders(path: path, count: readers, configuration: configuration)
            return .success(SQLiteDatabase.Connections(pool: pool, readers: statementReaders))
        } catch let error as DatabaseError {
            let reason = error.message ?? "\(error.resultCode)"
            return .failure(.databaseUnavailable(path: path, reason: "SQLite: \(reason)"))
        } catch {
            return .failure(.databaseUnavailable(path: path, reason: "\(error)"))
        }
    }

    /// Fails early, with a clear reason, on the usual mistakes: a missing or read-only directory, a directory path.
    private static func check(path: String) throws(ServerError) {
        guard !path.isEmpty else { throw .databaseUnavailable(path: path, reason: "the path is empty") }
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue {
                throw .databaseUnavailable(path: path, reason: "it is a directory, not a file")
            }
            return
        }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard fileManager.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .databaseUnavailable(path: path, reason: "the directory \(directory) does not exist")
        }
        guard fileManager.isWritableFile(atPath: directory) else {
            throw .databaseUnavailable(path: path, reason: "the directory \(directory) is not writable")
        }
    }
}
