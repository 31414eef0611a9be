import Foundation
import LiveServices
import Model
import TestSupport
import Testing

/// Numbers a server sends can be anything an `Int` holds: the client shows them and acts on them without trapping.
@Suite("Hostile numbers")
struct HostileNumberTests {
    private static func blogsPage(offset: Int, likeCount: Int, isLiked: Bool) -> String {
        let blog =
            #"{"id":7,"authorID":1,"authorName":"Alice","authorUsername":"alice","title":"Edge","#
            + #""createdAt":"2024-01-01T00:00:00Z","likeCount":\#(likeCount),"isLiked":\#(isLiked),"shareCount":0}"#
        return #"{"items":[\#(blog)],"offset":\#(offset),"limit":20,"total":9223372036854775807}"#
    }

    @Test("a page at offset Int.max is shown, and nothing is said to follow it")
    @MainActor
    func pageAtTheEndOfInt() async throws {
        // Given a server whose blogs page starts at offset Int.max
        let server = try HostileServer(.json(Self.blogsPage(offset: .max, likeCount: 1, isLiked: false)))
        defer { server.stop() }
        let blogs = PagedList(blogsOf: 1, service: LiveBlogService(client: APIClient(baseURL: server.baseURL)))
        // When the list loads
        await blogs.reload().value
        // Then the blog shows, with no failure and no next page
        #expect(blogs.items.map(\.title) == ["Edge"])
        #expect(blogs.failure == nil)
        #expect(!blogs.hasMore)
    }

    @Test("page arithmetic holds at both ends of Int")
    func pageArithmetic() {
        let last = Page(items: [1, 2], offset: .max, limit: 20, total: .max)
        #expect(last.nextOffset == .max)
        #expect(!last.hasMore)
        let negative = Page(items: [1], offset: .min, limit: 20, total: 0)
        #expect(negative.nextOffset == .min + 1)
        #expect(Int.max.saturatingAdding(1) == .max)
        #expect(Int.min.saturatingAdding(-1) == .min)
        #expect(40.saturatingAdding(2) == 42)
    }

    @Test(
        "a like on a count at the end of Int shows at once without trapping, and rolls back when the save fails",
        arguments: [(Int.max, false, Int.max), (Int.min, true, 0)])
    @MainActor
    func likeAtTheEndOfInt(count: Int, isLiked: Bool, shown: Int) async throws {
        // Given a blog liked `count` times (the server answers every request with the same page)
        let server = try HostileServer(.json(Self.blogsPage(offset: 0, likeCount: count, isLiked: isLiked)))
        defer { server.stop() }
        let service = LiveBlogService(client: APIClient(baseURL: server.baseURL))
        let blogs = PagedList(blogsOf: 1, service: service)
        await blogs.reload().value
        // When the viewer taps like (or liked)
        let like = blogs.perform(.toggleLike, on: blogs.items[0].id)
        // Then the row shows the count held at the end of the range at once
        #expect(blogs.items[0].likeCount == shown)
        #expect(blogs.items[0].isLiked == !isLiked)
        // And the save, answered with a page instead of a like state, fails and puts the row back
        await like.value
        #expect(blogs.items[0].likeCount == count)
        #expect(blogs.failure != nil)
    }

    @Test("a redirect is not followed: it is an error naming where it pointed, even to a port that cannot exist")
    func redirectIsNotFollowed() async throws {
        // Given a server that redirects every request to port 99999
        let server = try HostileServer(.redirect(to: "http://127.0.0.1:99999/x"))
        defer { server.stop() }
        // When the app reads the counters
        let error = await failure {
            try await LiveCounterService(client: APIClient(baseURL: server.baseURL)).counters(in: .main)
        }
        // Then it fails with an unusable answer that says it was a redirect and where to
        guard case .badAnswer(let reason)? = error else {
            Issue.record("expected badAnswer, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("redirect (302) to http://127.0.0.1:99999/x"))
    }

    @Test("a base URL with a port outside 1...65535 is a request that cannot be built, not a trap")
    func portOutOfRange() async throws {
        let url = try #require(URL(string: "http://127.0.0.1:99999"))
        let error = await failure { try await LiveCounterService(client: APIClient(baseURL: url)).counters(in: .main) }
        guard case .invalidRequest(let reason)? = error else {
            Issue.record("expected invalidRequest, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("port 99999 is outside 1-65535"))
    }

    @Test(
        "a refused connection fails at once, long before the answer timeout",
        .timeLimit(.minutes(1)))
    func refusedConnectionFailsAtOnce() async throws {
        // Given nothing listening, and a client that would wait an hour for an answer
        let port = try HostileServer.refusingPort()
        let url = try #require(URL(string: "http://127.0.0.1:\(port)"))
        let client = APIClient(baseURL: url, timeout: 3_600)
        // When the app reads the counters
        let error = await failure { try await LiveCounterService(client: client).counters(in: .main) }
        // Then it learns at once that nothing answers (the test's one-minute limit would stop an hour's wait)
        #expect(error == .noConnection(reason: "nothing answers at 127.0.0.1:\(port)"))
    }
}
