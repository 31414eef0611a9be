import Foundation
import GRDB
import Model

/// Voice messages and their audio.
///
/// The GRDB implementation of ``VoiceStorage``.
struct VoiceStore: VoiceStorage {
    let database: DatabasePool

    func voices() async throws -> [VoiceMessage] {
        // One statement sees one snapshot, so it needs no transaction; it is prepared once per connection.
        try await database.readStatement { db in
            try Row.fetchAll(db.cachedStatement(sql: "SELECT id, sender, duration FROM voices ORDER BY id")).map {
                row in
                VoiceMessage(
                    id: try row.decode(forColumn: "id"), sender: try row.decode(forColumn: "sender"),
                    duration: try row.decode(forColumn: "duration"))
            }
        }
    }

    func audio(id: Int) async throws -> Data {
        try await database.read { db in
            guard let audio = try Data.fetchOne(db, sql: "SELECT audio FROM voices WHERE id = ?", arguments: [id])
            else {
                throw APIFailure.notFound("There is no voice message with id \(id).")
            }
            return audio
        }
    }
}
