import Foundation
import LiveServices
import Model
import Testing

@Suite("LiveDraftService")
struct DraftServiceTests {
    @Test("the owner sees her drafts, can trash one and restore it")
    func trashAndRestore() async throws {
        try await withLiveServer { client, _ in
            // Given alice and her drafts
            let alice = try await logIn(client, as: "alice")
            let drafts = LiveDraftService(client: client)
            let page = try await drafts.drafts(of: alice.id, offset: 0, limit: 20)
            #expect(page.total >= 5)
            #expect(page.items.allSatisfy { $0.ownerID == alice.id && !$0.isTrashed })
            let draft = try #require(page.items.first)

            // When she moves one to the trash
            let trashed = try await drafts.moveToTrash(draftID: draft.id)

            // Then it is in the trash and no longer among the drafts
            #expect(trashed.id == draft.id)
            #expect(trashed.isTrashed)
            #expect(try await drafts.trash(of: alice.id).contains { $0.id == draft.id })
            let after = try await drafts.drafts(of: alice.id, offset: 0, limit: 20)
            #expect(after.total == page.total - 1)
            #expect(!after.items.contains { $0.id == draft.id })

            // When she restores it
            let restored = try await drafts.restore(draftID: draft.id)

            // Then it is a draft again and the trash no longer holds it
            #expect(!restored.isTrashed)
            #expect(try await drafts.drafts(of: alice.id, offset: 0, limit: 20).total == page.total)
            #expect(try await !drafts.trash(of: alice.id).contains { $0.id == draft.id })
        }
    }

    @Test("another user's drafts and trash are forbidden")
    func othersAreForbidden() async throws {
        try await withLiveServer { client, _ in
            // Given bob signed in
            try await logIn(client, as: "bob")
            let drafts = LiveDraftService(client: client)

            // When he reads alice's drafts and trash
            let draftsError = await failure { try await drafts.drafts(of: 1, offset: 0, limit: 20) }
            let trashError = await failure { try await drafts.trash(of: 1) }

            // Then both are 403 with the server's code
            guard case .http(403, let detail)? = draftsError else {
                Issue.record("expected 403, got \(String(describing: draftsError))")
                return
            }
            #expect(detail?.code == "forbidden")
            #expect(trashError?.status == 403)
        }
    }

    @Test("drafts without a token are unauthorized")
    func draftsNeedToken() async throws {
        try await withLiveServer { client, _ in
            let error = await failure { try await LiveDraftService(client: client).drafts(of: 1, offset: 0, limit: 20) }
            #expect(error?.status == 401)
        }
    }
}
