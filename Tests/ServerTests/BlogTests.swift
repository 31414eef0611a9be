import Foundation
import GRDB
import HTTPTypes
import Model
import Server
import TestSupport
import Testing

@Suite("Blogs: paging, detail, like, share")
struct BlogTests {
    @Test("the first page holds 20 blogs, newest first, without bodies")
    func firstPage() async throws {
        try await LiveServer.with { _, probe in
            let page = try await probe.get("/users/1/blogs").decode(Page<Blog>.self)
            #expect(page.offset == 0)
            #expect(page.limit == 20)
            #expect(page.items.count == 20)
            #expect(page.total >= 45)
            #expect(page.items.map(\.createdAt) == page.items.map(\.createdAt).sorted(by: >))
            #expect(page.items.allSatisfy { $0.authorID == 1 && $0.authorName == "Alice Chen" && $0.body == nil })
            #expect(page.items.allSatisfy { $0.authorUsername == "alice" })
            #expect(page.items.allSatisfy { !$0.isLiked })
        }
    }

    @Test("paging walks the whole list once: the last page is short and past the end is empty")
    func pagesCoverTheList() async throws {
        try await LiveServer.with { _, probe in
            let total = try await probe.get("/users/1/blogs?limit=0").decode(Page<Blog>.self).total
            var seen: [Int] = []
            var offset = 0
            while offset < total {
                let page = try await probe.get("/users/1/blogs?offset=\(offset)&limit=20").decode(Page<Blog>.self)
                seen += page.items.map(\.id)
                offset = page.nextOffset
                #expect(page.hasMore == (offset < total))
            }
            #expect(seen.count == total)
            #expect(Set(seen).count == total)
            #expect(total % 20 != 0, "the seed should leave a short last page")
            let past = try await probe.get("/users/1/blogs?offset=\(total + 5)&limit=20").decode(Page<Blog>.self)
            #expect(past.items.isEmpty)
            #expect(past.total == total)
        }
    }

    @Test("limit 0 answers no items but the total")
    func limitZero() async throws {
        try await LiveServer.with { _, probe in
            let page = try await probe.get("/users/1/blogs?offset=0&limit=0").decode(Page<Blog>.self)
            #expect(page.items.isEmpty)
            #expect(page.limit == 0)
            #expect(page.total >= 45)
        }
    }

    @Test(
        "bad paging is 400 with a JSON error",
        arguments: [
            "limit=101", "limit=-1", "offset=-1", "limit=ten", "offset=1.5", "limit=", "offset=99999999999999999999",
        ])
    func badPaging(query: String) async throws {
        try await LiveServer.with { _, probe in
            let answer = try await probe.get("/users/1/blogs?\(query)")
            #expect(answer.status == 400)
            #expect(answer.error?.code == "bad_request")
        }
    }

    @Test("a blog's detail carries its body; an unknown blog is 404")
    func detail() async throws {
        try await LiveServer.with { _, probe in
            let blog = try await probe.get("/blogs/1").decode(Blog.self)
            #expect(blog.body?.isEmpty == false)
            #expect(blog.body?.hasPrefix(blog.title) == true)
            #expect(try await probe.get("/blogs/0").status == 404)
            #expect(try await probe.get("/users/9999/blogs").status == 404)
        }
    }

    @Test("like then unlike: the count moves by one, repeats change nothing")
    func likeAndUnlike() async throws {
        try await LiveServer.with { _, probe in
            // Given bob and a blog he has not liked
            let token = try await probe.login("bob")
            let blogs = try await probe.get("/users/1/blogs", token: token).decode(Page<Blog>.self).items
            let blog = try #require(blogs.first { !$0.isLiked })
            // When he likes it twice
            let liked = try await probe.send(.post, "/blogs/\(blog.id)/like", token: token).decode(LikeState.self)
            let again = try await probe.send(.post, "/blogs/\(blog.id)/like", token: token).decode(LikeState.self)
            // Then it counts once
            #expect(liked == LikeState(likeCount: blog.likeCount + 1, isLiked: true))
            #expect(again == liked)
            #expect(try await probe.get("/blogs/\(blog.id)", token: token).decode(Blog.self).isLiked)
            // When he unlikes it twice
            _ = try await probe.send(.delete, "/blogs/\(blog.id)/like", token: token)
            let unliked = try await probe.send(.delete, "/blogs/\(blog.id)/like", token: token)
            // Then the count is back
            #expect(try unliked.decode(LikeState.self) == LikeState(likeCount: blog.likeCount, isLiked: false))
        }
    }

    @Test("likes from every user at once are each counted exactly once, and repeating them changes nothing")
    func concurrentLikes() async throws {
        try await LiveServer.with { server, probe in
            // Given every seeded user logged in, and a blog with its current like count
            let users = try await probe.get("/users").decode([User].self)
            var tokens: [String] = []
            for user in users { tokens.append(try await probe.login(user.username)) }
            let blogID = 2
            var alreadyLiked = 0
            for token in tokens where try await probe.get("/blogs/\(blogID)", token: token).decode(Blog.self).isLiked {
                alreadyLiked += 1
            }
            let before = try await probe.get("/blogs/\(blogID)").decode(Blog.self).likeCount
            // When all of them like it at the same time, twice each, over separate connections
            try await withThrowingTaskGroup(of: Int.self) { group in
                for token in tokens + tokens {
                    group.addTask {
                        try await Probe.using(port: server.running.port) { own in
                            try await own.send(.post, "/blogs/\(blogID)/like", token: token).status
                        }
                    }
                }
                for try await status in group { #expect(status == 200) }
            }
            // Then each user who had not liked it adds exactly one
            let after = try await probe.get("/blogs/\(blogID)").decode(Blog.self).likeCount
            #expect(after == before + tokens.count - alreadyLiked)
            #expect(after == users.count)
        }
    }

    @Test("after likes and unlikes back and forth, each blog's like count equals counting its likes")
    func storedLikeCountsMatchTheLikes() async throws {
        try await LiveServer.with { server, probe in
            // Given bob and carol logged in
            let bob = try await probe.login("bob")
            let carol = try await probe.login("carol")
            // When they like and unlike blogs 1 to 3 back and forth
            let steps: [(String, HTTPRequest.Method, Int)] = [
                (bob, .post, 1), (carol, .post, 1), (bob, .post, 2), (bob, .delete, 1), (carol, .post, 3),
                (carol, .delete, 3), (bob, .post, 1), (carol, .delete, 2),
            ]
            for (token, method, blogID) in steps {
                #expect(try await probe.send(method, "/blogs/\(blogID)/like", token: token).status == 200)
            }
            // Then each blog shows the count the likes table gives
            let database = try DatabaseQueue(path: server.databasePath)
            let counted = try await database.read { db in
                try (1...3).map {
                    try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM likes WHERE blog_id = ?", arguments: [$0])
                }
            }
            try database.close()
            for blogID in 1...3 {
                let shown = try await probe.get("/blogs/\(blogID)").decode(Blog.self).likeCount
                #expect(shown == counted[blogID - 1], "blog \(blogID)")
            }
        }
    }

    @Test("share counts up by one each time and needs a token")
    func share() async throws {
        try await LiveServer.with { _, probe in
            let token = try await probe.login("carol")
            let before = try await probe.get("/blogs/3").decode(Blog.self).shareCount
            let first = try await probe.send(.post, "/blogs/3/share", token: token).decode(ShareResult.self)
            let second = try await probe.send(.post, "/blogs/3/share", token: token).decode(ShareResult.self)
            #expect(first.shareCount == before + 1)
            #expect(second.shareCount == before + 2)
            #expect(try await probe.send(.post, "/blogs/3/share").status == 401)
            #expect(try await probe.send(.post, "/blogs/9999/share", token: token).status == 404)
        }
    }
}
