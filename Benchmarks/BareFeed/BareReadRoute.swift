import Foundation
import GRDB
import Hummingbird
import Model
import Server

/// The bare reference for a write: `POST /news/{docid}/read` running the project route's SQL — the token's session
/// read, the update, the count read back — in one transaction on one plain GRDB connection, with no middleware and no
/// store layer.
///
/// The connection runs as mvx's writer does: the database file's write-ahead log (mvx created it in WAL mode, which
/// the file keeps) and `synchronous = NORMAL`, GRDB's setting for a `DatabasePool` — in WAL mode a commit then
/// appends to the log without waiting for the disk, as mvx's commits do.
struct BareReadRoute: Sendable {
    let database: DatabaseQueue

    init(path: String) throws {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        database = try DatabaseQueue(path: path, configuration: configuration)
        let mode = try database.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        guard mode == "wal" else { throw BareFeedError("\(path) is in journal mode \(mode ?? "?"), not mvx's wal") }
    }

    func register(on router: Router<BasicRequestContext>) {
        router.post("/news/{docid}/read") { request, context in
            let docid = try context.parameters.require("docid")
            let token = request.headers[.authorization].map { String($0.dropFirst("Bearer ".count)) } ?? ""
            let hash = TokenHash.of(token)
            let count = try await database.write { db -> Int? in
                guard
                    try Int.fetchOne(
                        db, sql: "SELECT user_id FROM sessions WHERE token_hash = ? AND expires_at > ?",
                        arguments: [hash, Date()]) != nil
                else { return nil }
                try db.execute(
                    sql: "UPDATE news SET read_count = read_count + 1 WHERE docid = ?", arguments: [docid])
                return try Int.fetchOne(db, sql: "SELECT read_count FROM news WHERE docid = ?", arguments: [docid])
            }
            guard let count else { throw HTTPError(.unauthorized) }
            return try BareJSON.encoded(ReadCount(readCount: count))
        }
    }
}

/// Why the bare server cannot start.
struct BareFeedError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
