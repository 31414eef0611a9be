import Dispatch
import Foundation
import GRDB

/// Opens the server's SQLite file (WAL mode through `DatabasePool`), migrates and seeds it.
enum ServerDatabase {
    /// Opens, creates or upgrades the database at `path`; the first open seeds it.
    ///
    /// Migration is synchronous in GRDB, so it runs on a dispatch queue rather than blocking a
    /// thread of Swift's cooperative pool.
    static func open(at path: String) async throws(ServerError) -> DatabasePool {
        try check(path: path)
        let result: Result<DatabasePool, ServerError> = await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(returning: openNow(at: path))
            }
        }
        return try result.get()
    }

    private static func openNow(at path: String) -> Result<DatabasePool, ServerError> {
        do {
            var configuration = Configuration()
            configuration.label = "mvx"
            configuration.busyMode = .timeout(5)
            configuration.foreignKeysEnabled = true
            let pool = try DatabasePool(path: path, configuration: configuration)
            try Schema.migrator().migrate(pool)
            return .success(pool)
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
