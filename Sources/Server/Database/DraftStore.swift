import GRDB
import Model

/// Drafts and the trash; only their owner reads or moves them.
///
/// The GRDB implementation of ``DraftStorage``.
struct DraftStore: DraftStorage {
    let database: SQLiteDatabase

    private static func draft(from row: Row) throws -> Draft {
        Draft(
            id: try row.decode(forColumn: "id"), ownerID: try row.decode(forColumn: "owner_id"),
            title: try row.decode(forColumn: "title"), editedAt: try row.decode(forColumn: "edited_at"),
            isTrashed: try row.decode(forColumn: "is_trashed"))
    }

    private static let select = "SELECT id, owner_id, title, edited_at, is_trashed FROM drafts"

    /// A page of the owner's drafts that are not in the trash, most recently edited first.
    func drafts(of ownerID: Int, page: PageRequest, viewer: Int) async throws -> Page<Draft> {
        try await database.read { db in
            try Self.checkOwner(db, ownerID: ownerID, viewer: viewer, what: "drafts")
            // Kept by triggers (Schema.addListCounts).
            let count = try db.cachedStatement(sql: "SELECT draft_count FROM users WHERE id = ?")
            let total = try Int.fetchOne(count, arguments: [ownerID])
            let statement = try db.cachedStatement(
                sql: Self.select
                    + " WHERE owner_id = ? AND NOT is_trashed ORDER BY edited_at DESC, id DESC LIMIT ? OFFSET ?")
            let items = try Row.fetchAll(statement, arguments: [ownerID, page.limit, page.offset])
                .map(Self.draft(from:))
            return Page(items: items, offset: page.offset, limit: page.limit, total: total ?? 0)
        }
    }

    /// One draft with its body, for its owner.
    func draft(id: Int, viewer: Int) async throws -> Draft {
        try await database.read { db in
            let sql = "SELECT id, owner_id, title, edited_at, is_trashed, body FROM drafts WHERE id = ?"
            guard let row = try Row.fetchOne(db, sql: sql, arguments: [id]) else {
                throw APIFailure.notFound("There is no draft with id \(id).")
            }
            var draft = try Self.draft(from: row)
            guard draft.ownerID == viewer else {
                throw APIFailure.forbidden("Draft \(id) belongs to another user; only its owner may read it.")
            }
            draft.body = try row.decode(forColumn: "body")
            return draft
        }
    }

    /// The owner's trashed drafts, most recently edited first.
    func trash(of ownerID: Int, viewer: Int) async throws -> [Draft] {
        try await database.read { db in
            try Self.checkOwner(db, ownerID: ownerID, viewer: viewer, what: "trash")
            let sql = Self.select + " WHERE owner_id = ? AND is_trashed ORDER BY edited_at DESC, id DESC"
            return try Row.fetchAll(db, sql: sql, arguments: [ownerID]).map(Self.draft(from:))
        }
    }

    /// Moves a draft into the trash (`true`) or back (`false`); repeating it changes nothing.
    func setTrashed(_ isTrashed: Bool, draftID: Int, viewer: Int) async throws -> Draft {
        try await database.write { db in
            guard let row = try Row.fetchOne(db, sql: Self.select + " WHERE id = ?", arguments: [draftID]) else {
                throw APIFailure.notFound("There is no draft with id \(draftID).")
            }
            var draft = try Self.draft(from: row)
            guard draft.ownerID == viewer else {
                throw APIFailure.forbidden("Draft \(draftID) belongs to another user; only its owner may move it.")
            }
            try db.execute(sql: "UPDATE drafts SET is_trashed = ? WHERE id = ?", arguments: [isTrashed, draftID])
            draft.isTrashed = isTrashed
            return draft
        }
    }

    private static func checkOwner(_ db: Database, ownerID: Int, viewer: Int, what: String) throws {
        _ = try UserStore.user(db, id: ownerID, viewer: nil)
        guard ownerID == viewer else {
            throw APIFailure.forbidden(
                "Only user \(ownerID) may read their \(what); you are signed in as user \(viewer).")
        }
    }
}
