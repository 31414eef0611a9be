#if PostgreSQL
    import Foundation
    import Model
    import PostgresNIO

    /// Voice messages and their audio in PostgreSQL.
    ///
    /// The PostgreSQL implementation of ``VoiceStorage``.
    struct PostgresVoiceStore: VoiceStorage {
        let database: PostgresBackend

        func voices() async throws -> [VoiceMessage] {
            var voices: [VoiceMessage] = []
            let rows = try await database.run("SELECT id, sender, duration FROM voices ORDER BY id")
            for try await (id, sender, duration) in rows.decode((Int, String, Int).self) {
                voices.append(VoiceMessage(id: id, sender: sender, duration: duration))
            }
            return voices
        }

        func audio(id: Int) async throws -> Data {
            let rows = try await database.run("SELECT audio FROM voices WHERE id = \(id)")
            for try await audio in rows.decode(Data.self) { return audio }
            throw APIFailure.notFound("There is no voice message with id \(id).")
        }
    }
#endif
