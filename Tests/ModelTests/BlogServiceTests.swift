import Foundation
import LiveServices
import Model
import Testing

@Suite("LiveBlogService")
struct BlogServiceTests {
    @Test("blogs come 20 a page, newest first, and the pages join up")
    func paging() async throws {
        try await withLiveServer { client, _ in
            // Given alice's id
            let alice = try await logIn(client, as: "alice")
            let blogs = LiveBlogService(client: client)

            // When the first two pages are read
            let first = try await blogs.blogs(of: alice.id, offset: 0, limit: 20)
            let second = try await blogs.blogs(of: alice.id, offset: first.nextOffset, limit: 20)

            // Then each holds 20 of at least 45, newest first, without overlap, all by alice
            #expect(first.items.count == 20)
            #expect(first.total >= 45)
            #expect(first.hasMore)
            #expect(second.offset == 20)
            #expect(second.items.count == 20)
            let all = first.items + second.items
            #expect(zip(all, all.dropFirst()).allSatisfy { $0.createdAt >= $1.createdAt })
            #expect(Set(all.map(\.id)).count == 40)
            #expect(all.allSatisfy { $0.authorID == alice.id && $0.body == nil })
        }
    }

    @Test("one blog comes with its body")
    func detail() async throws {
        try await withLiveServer { client, _ in
            // Given the newest blog of alice
            let alice = try await logIn(client, as: "alice")
            let blogs = LiveBlogService(client: client)
            let listed = try #require(try await blogs.blogs(of: alice.id, offset: 0, limit: 1).items.first)

            // When it is opened
            let blog = try await blogs.blog(id: listed.id)

            // Then it is the same blog, now with a body
            #expect(blog.title == listed.title)
            #expect(blog.body?.isEmpty == false)
        }
    }

    @Test("like adds one, is idempotent, and unlike takes it back")
    func likeAndUnlike() async throws {
        try await withLiveServer { client, _ in
            // Given a blog of alice that bob has not liked
            let bob = try await logIn(client, as: "bob")
            let blogs = LiveBlogService(client: client)
            let page = try await blogs.blogs(of: 1, offset: 0, limit: 20)
            let blog = try #require(page.items.first { !$0.isLiked })
            #expect(bob.id != blog.authorID)

            // When bob likes it twice
            let liked = try await blogs.like(blogID: blog.id)
            let likedAgain = try await blogs.like(blogID: blog.id)

            // Then the count rose by exactly one and he likes it
            #expect(liked == LikeState(likeCount: blog.likeCount + 1, isLiked: true))
            #expect(likedAgain == liked)
            #expect(try await blogs.blog(id: blog.id).likeCount == blog.likeCount + 1)

            // When he unlikes it
            let unliked = try await blogs.unlike(blogID: blog.id)

            // Then the count is back where it was
            #expect(unliked == LikeState(likeCount: blog.likeCount, isLiked: false))
        }
    }

    @Test("share adds one to the share count")
    func share() async throws {
        try await withLiveServer { client, _ in
            // Given a blog
            try await logIn(client, as: "alice")
            let blogs = LiveBlogService(client: client)
            let blog = try #require(try await blogs.blogs(of: 1, offset: 0, limit: 1).items.first)

            // When it is shared
            let shared = try await blogs.share(blogID: blog.id)

            // Then the count rose by one
            #expect(shared.shareCount == blog.shareCount + 1)
        }
    }

    @Test("liking an unknown blog is a 404")
    func unknownBlog() async throws {
        try await withLiveServer { client, _ in
            try await logIn(client, as: "alice")
            let error = await failure { try await LiveBlogService(client: client).like(blogID: 999_999) }
            #expect(error?.status == 404)
        }
    }
}
