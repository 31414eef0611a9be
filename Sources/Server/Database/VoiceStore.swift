import Foundation
import GRDB
import Model

/// Voice messages and their audio.
///
/// The GRDB implementation of ``VoiceStorage``.
package struct VoiceStore: VoiceStorage {
    let database: SQLiteDatabase

    func voices() async throws -> [VoiceMessage] {
        // One statement sees one snapshot, so it needs no transaction; it is prepared once per connection.
        try await database.readStatement { db in try Self.voices(db) }
    }

    /// `GET /voices`' one statement and its decoding on `db`, which the bare reference of `Benchmarks/server-bench.sh`
    /// runs too.
    package static func voices(_ db: Database) throws -> [VoiceMessage] {
        let statement = try db.cachedStatement(sql: "SELECT id, sender, duration FROM voices ORDER BY id")
        return try Row.fetchAll(statement).map { row in
            VoiceMessage(
                id: try row.decode(atIndex: 0), sender: try row.decode(atIndex: 1),
                duration: try row.decode(atIndex: 2))
        }
    }

    func audio(id: Int) async throws -> Data {
        try await database.readStatement { db in
            guard let audio = try Data.fetchOne(db, sql: "SELECT audio FROM voices WHERE id = ?", arguments: [id])
            else {
                throw APIFailure.notFound("There is no voice message with id \(id).")
            }
            return audio
        }
    }
}
