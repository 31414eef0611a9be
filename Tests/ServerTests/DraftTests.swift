import Foundation
import HTTPTypes
import Model
import Server
import TestSupport
import Testing

@Suite("Drafts and trash: owner only")
struct DraftTests {
    @Test("the owner reads a page of live drafts and the trash, each most recently edited first")
    func ownerReads() async throws {
        try await LiveServer.with { _, probe in
            let token = try await probe.login("alice")
            let drafts = try await probe.get("/users/1/drafts", token: token).decode(Page<Draft>.self)
            let trash = try await probe.get("/users/1/trash", token: token).decode([Draft].self)
            #expect(drafts.total >= 5)
            #expect(drafts.items.count == drafts.total)
            #expect(drafts.items.allSatisfy { $0.ownerID == 1 && !$0.isTrashed })
            #expect(drafts.items.map(\.editedAt) == drafts.items.map(\.editedAt).sorted(by: >))
            #expect(trash.count >= 2)
            #expect(trash.allSatisfy { $0.ownerID == 1 && $0.isTrashed })
            let second = try await probe.get("/users/1/drafts?offset=2&limit=2", token: token).decode(Page<Draft>.self)
            #expect(second.items.map(\.id) == Array(drafts.items.map(\.id)[2..<4]))
        }
    }

    @Test("drafts and trash need a token (401) and are private to their owner (403)")
    func privacy() async throws {
        try await LiveServer.with { _, probe in
            let bob = try await probe.login("bob")
            #expect(try await probe.get("/users/1/drafts").status == 401)
            #expect(try await probe.get("/users/1/trash").status == 401)
            let drafts = try await probe.get("/users/1/drafts", token: bob)
            #expect(drafts.status == 403)
            #expect(drafts.error?.code == "forbidden")
            #expect(try await probe.get("/users/1/trash", token: bob).status == 403)
            #expect(try await probe.get("/users/9999/drafts", token: bob).status == 404)
            #expect(try await probe.get("/users/1/drafts?limit=500", token: bob).status == 400)
        }
    }

    @Test("one draft with its body, for its owner only: another user is 403, no token 401, an unknown id 404")
    func oneDraft() async throws {
        try await LiveServer.with { _, probe in
            // Given alice's newest draft in the list, without its body
            let alice = try await probe.login("alice")
            let listed = try #require(
                try await probe.get("/users/1/drafts", token: alice).decode(Page<Draft>.self).items.first)
            #expect(listed.body == nil)
            // When she reads it alone, Then it comes with its body
            let draft = try await probe.get("/drafts/\(listed.id)", token: alice).decode(Draft.self)
            #expect(draft.title == listed.title)
            #expect(draft.body?.contains(listed.title) == true)
            // And nobody else reads it
            let bob = try await probe.login("bob")
            #expect(try await probe.get("/drafts/\(listed.id)", token: bob).status == 403)
            #expect(try await probe.get("/drafts/\(listed.id)").status == 401)
            #expect(try await probe.get("/drafts/9999", token: alice).status == 404)
        }
    }

    @Test("trash then restore moves a draft between the lists; repeating either changes nothing")
    func trashAndRestore() async throws {
        try await LiveServer.with { _, probe in
            // Given alice's newest draft
            let token = try await probe.login("alice")
            let draft = try #require(
                try await probe.get("/users/1/drafts", token: token).decode(Page<Draft>.self).items.first)
            // When she trashes it (twice)
            let trashed = try await probe.send(.post, "/drafts/\(draft.id)/trash", token: token).decode(Draft.self)
            _ = try await probe.send(.post, "/drafts/\(draft.id)/trash", token: token)
            // Then it left the drafts and sits in the trash
            #expect(trashed.isTrashed)
            let drafts = try await probe.get("/users/1/drafts", token: token).decode(Page<Draft>.self)
            #expect(!drafts.items.contains { $0.id == draft.id })
            #expect(
                try await probe.get("/users/1/trash", token: token).decode([Draft].self).contains { $0.id == draft.id })
            // When she restores it
            let restored = try await probe.send(.post, "/drafts/\(draft.id)/restore", token: token).decode(Draft.self)
            // Then it is back where it was, unchanged
            #expect(restored == draft)
            let again = try await probe.get("/users/1/drafts", token: token).decode(Page<Draft>.self)
            #expect(again.items.first == draft)
        }
    }

    @Test("moving another user's draft is 403; an unknown draft is 404; no token is 401")
    func moveErrors() async throws {
        try await LiveServer.with { _, probe in
            let alice = try await probe.login("alice")
            let bob = try await probe.login("bob")
            let draft = try #require(
                try await probe.get("/users/1/drafts", token: alice).decode(Page<Draft>.self).items.first)
            #expect(try await probe.send(.post, "/drafts/\(draft.id)/trash", token: bob).status == 403)
            #expect(try await probe.send(.post, "/drafts/\(draft.id)/restore", token: bob).status == 403)
            #expect(try await probe.send(.post, "/drafts/\(draft.id)/trash").status == 401)
            #expect(try await probe.send(.post, "/drafts/9999/trash", token: alice).status == 404)
            // And the refused move changed nothing
            let still = try await probe.get("/users/1/drafts", token: alice).decode(Page<Draft>.self)
            #expect(still.items.first == draft)
        }
    }
}

extension DraftTests {
    @Test("a page's total follows every trash and restore, even when they race")
    func totalFollowsTrash() async throws {
        try await LiveServer.with { server, probe in
            // Given alice's live drafts
            let token = try await probe.login("alice")
            let before = try await probe.get("/users/1/drafts?limit=100", token: token).decode(Page<Draft>.self)
            let ids = before.items.map(\.id)
            // When every one of them is trashed and restored ten times over, from one connection per draft
            try await withThrowingTaskGroup(of: Void.self) { group in
                for id in ids {
                    group.addTask {
                        try await Probe.using(port: server.port) { probe throws in
                            for _ in 0..<10 {
                                let trashed = try await probe.send(.post, "/drafts/\(id)/trash", token: token)
                                let restored = try await probe.send(.post, "/drafts/\(id)/restore", token: token)
                                #expect(trashed.status == 200)
                                #expect(restored.status == 200)
                            }
                        }
                    }
                }
                try await group.waitForAll()
            }
            // Then the total is what it was, and one more trash takes exactly one off it
            let after = try await probe.get("/users/1/drafts?limit=100", token: token).decode(Page<Draft>.self)
            #expect(after.total == before.total)
            let first = try #require(ids.first)
            _ = try await probe.send(.post, "/drafts/\(first)/trash", token: token)
            let trashed = try await probe.get("/users/1/drafts?limit=0", token: token).decode(Page<Draft>.self)
            #expect(trashed.total == before.total - 1)
        }
    }
}
