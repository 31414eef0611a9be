#if PostgreSQL
    import Foundation
    import Model
    import PostgresNIO

    /// Drafts and the trash in PostgreSQL; only their owner reads or moves them.
    ///
    /// The PostgreSQL implementation of ``DraftStorage``.
    struct PostgresDraftStore: DraftStorage {
        let database: PostgresBackend

        private static func drafts(_ rows: some AsyncSequence<PostgresRow, any Error>, withBody: Bool) async throws
            -> [Draft]
        {
            var drafts: [Draft] = []
            for try await (id, owner, title, edited, isTrashed, body) in rows.decode(
                (Int, Int, String, Date, Bool, String).self)
            {
                var draft = Draft(id: id, ownerID: owner, title: title, editedAt: edited, isTrashed: isTrashed)
                if withBody { draft.body = body }
                drafts.append(draft)
            }
            return drafts
        }

        private static let select = "SELECT id, owner_id, title, edited_at, is_trashed, body FROM drafts"

        func drafts(of ownerID: Int, page: PageRequest, viewer: Int) async throws -> Page<Draft> {
            try await database.transaction { connection in
                let logger = database.logger
                try await Self.checkOwner(
                    on: connection, ownerID: ownerID, viewer: viewer, what: "drafts", logger: logger)
                let count = try await connection.query(
                    "SELECT COUNT(*) FROM drafts WHERE owner_id = \(ownerID) AND NOT is_trashed", logger: logger)
                var total = 0
                for try await value in count.decode(Int.self) { total = value }
                let sql =
                    Self.select
                    + " WHERE owner_id = $1 AND NOT is_trashed ORDER BY edited_at DESC, id DESC LIMIT $2 OFFSET $3"
                let items = try await Self.drafts(
                    connection.query(
                        PostgresBackend.query(sql, .integers(ownerID, page.limit, page.offset)), logger: logger),
                    withBody: false)
                return Page(items: items, offset: page.offset, limit: page.limit, total: total)
            }
        }

        func draft(id: Int, viewer: Int) async throws -> Draft {
            let query = PostgresBackend.query(Self.select + " WHERE id = $1", .integers(id))
            guard let draft = try await Self.drafts(database.run(query), withBody: true).first else {
                throw APIFailure.notFound("There is no draft with id \(id).")
            }
            guard draft.ownerID == viewer else {
                throw APIFailure.forbidden("Draft \(id) belongs to another user; only its owner may read it.")
            }
            return draft
        }

        func trash(of ownerID: Int, viewer: Int) async throws -> [Draft] {
            try await database.transaction { connection in
                let logger = database.logger
                try await Self.checkOwner(
                    on: connection, ownerID: ownerID, viewer: viewer, what: "trash", logger: logger)
                let sql = Self.select + " WHERE owner_id = $1 AND is_trashed ORDER BY edited_at DESC, id DESC"
                return try await Self.drafts(
                    connection.query(PostgresBackend.query(sql, .integers(ownerID)), logger: logger), withBody: false)
            }
        }

        func setTrashed(_ isTrashed: Bool, draftID: Int, viewer: Int) async throws -> Draft {
            try await database.transaction { connection in
                let logger = database.logger
                // FOR UPDATE: a trash and a restore of one draft at once are applied one after the other.
                let query = PostgresBackend.query(Self.select + " WHERE id = $1 FOR UPDATE", .integers(draftID))
                guard var draft = try await Self.drafts(connection.query(query, logger: logger), withBody: false).first
                else { throw APIFailure.notFound("There is no draft with id \(draftID).") }
                guard draft.ownerID == viewer else {
                    throw APIFailure.forbidden("Draft \(draftID) belongs to another user; only its owner may move it.")
                }
                try await connection.query(
                    "UPDATE drafts SET is_trashed = \(isTrashed) WHERE id = \(draftID)", logger: logger)
                draft.isTrashed = isTrashed
                return draft
            }
        }

        private static func checkOwner(
            on connection: PostgresConnection, ownerID: Int, viewer: Int, what: String, logger: Logger
        ) async throws {
            _ = try await PostgresUserStore.user(on: connection, id: ownerID, viewer: nil, logger: logger)
            guard ownerID == viewer else {
                throw APIFailure.forbidden(
                    "Only user \(ownerID) may read their \(what); you are signed in as user \(viewer).")
            }
        }
    }
#endif
