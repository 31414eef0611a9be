import Foundation
import HTTPTypes
import Model
import TestSupport
import Testing

/// Identifiers and credentials with a control character are refused: SQLite would read them cut at U+0000.
@Suite("Control characters")
struct ControlCharacterTests {
    static let firstItem = "/nc/article/list/\(NewsFeed.defaultChannel)/0-1.html"

    @Test(
        "a username or password with a control character is 400, not a login",
        arguments: [
            LoginRequest(username: "alice\u{0}x", password: "mvx-demo\u{0}junk"),
            LoginRequest(username: "alice", password: "mvx-demo\u{0}junk"),
            LoginRequest(username: "alice\u{7}", password: "mvx-demo"),
        ])
    func credentials(login: LoginRequest) async throws {
        try await LiveServer.with { _, probe in
            let answer = try await probe.send(.post, "/auth/login", json: login)
            #expect(answer.status == 400)
            #expect(answer.error?.message.contains("control characters") == true)
        }
    }

    @Test("a docid cut by %00 is 400 and counts no read")
    func docid() async throws {
        try await LiveServer.with { _, probe in
            // Given an article and its read count
            let token = try await probe.login("alice")
            let feed = try await probe.get(Self.firstItem).decode(NewsFeed.self)
            let item = try #require(feed.items.first)
            // When a read names it with a NUL and junk after
            let answer = try await probe.send(.post, "/news/\(item.docid)%00x/read", token: token)
            // Then it is refused, and the article's count did not move
            #expect(answer.status == 400)
            let again = try await probe.get(Self.firstItem).decode(NewsFeed.self)
            #expect(again.items.first?.readCount == item.readCount)
        }
    }
}
