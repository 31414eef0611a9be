import Foundation
import GRDB
import Hummingbird
import Model
import Server

/// The bare reference for a write: `POST /news/{docid}/read` running the project route's SQL — the token's session
/// read, the update, the count read back — on one plain GRDB connection, with no middleware and no store layer.
struct BareReadRoute: Sendable {
    let database: DatabaseQueue

    init(path: String) throws {
        database = try DatabaseQueue(path: path)
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
            return MirroredAnswer(ReadCount(readCount: count))
        }
    }
}
