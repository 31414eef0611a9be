import Foundation
import Model

/// In-memory blogs behind ``BlogService``: records likes and shares; its ``control`` fails or holds the next call.
///
/// Like the real server, likes are idempotent per viewer, pages cap at 100, and an unknown blog is a 404.
public actor FakeBlogService: BlogService {
    /// The blogs, newest first, with their current counts.
    public private(set) var blogs: [Blog]
    /// The id of every blog liked (`true`) or unliked (`false`), in order.
    public private(set) var likeRequests: [(id: Int, liked: Bool)] = []
    /// The offset of every page asked for, in order.
    public private(set) var pageOffsets: [Int] = []

    /// Fails or holds the next call.
    public nonisolated let control = CallControl()

    /// Creates `count` blogs by `author` (user 1, `alice`, unless said), ids 1…count, none liked.
    public init(count: Int, authorID: Int = 1, authorUsername: String = "alice") {
        blogs = (1...max(1, count)).prefix(count).map { id in
            Blog(
                id: id, authorID: authorID, authorName: "Author \(authorID)", authorUsername: authorUsername,
                title: "Blog \(id)", createdAt: Date(timeIntervalSince1970: Double(10_000 - id)), likeCount: id % 3,
                isLiked: false, shareCount: id % 2)
        }
    }

    public func blogs(of userID: Int, offset: Int, limit: Int) async throws(APIError) -> Page<Blog> {
        pageOffsets.append(offset)
        try await control.answer()
        let mine = blogs.filter { $0.authorID == userID }
        return Page(items: Array(mine.dropFirst(offset).prefix(limit)), offset: offset, limit: limit, total: mine.count)
    }

    public func blog(id: Int) async throws(APIError) -> Blog {
        try await control.answer()
        guard var blog = blogs.first(where: { $0.id == id }) else { throw .sample(status: 404, "no blog \(id)") }
        blog.body = "The body of blog \(id)."
        return blog
    }

    public func like(blogID: Int) async throws(APIError) -> LikeState {
        try await setLiked(true, blogID: blogID)
    }

    public func unlike(blogID: Int) async throws(APIError) -> LikeState {
        try await setLiked(false, blogID: blogID)
    }

    public func share(blogID: Int) async throws(APIError) -> ShareResult {
        try await control.answer()
        let index = try indexOf(blogID)
        blogs[index].shareCount += 1
        return ShareResult(shareCount: blogs[index].shareCount)
    }

    private func setLiked(_ liked: Bool, blogID: Int) async throws(APIError) -> LikeState {
        likeRequests.append((blogID, liked))
        try await control.answer()
        let index = try indexOf(blogID)
        if blogs[index].isLiked != liked {
            blogs[index].isLiked = liked
            blogs[index].likeCount += liked ? 1 : -1
        }
        return LikeState(likeCount: blogs[index].likeCount, isLiked: liked)
    }

    private func indexOf(_ id: Int) throws(APIError) -> Int {
        guard let index = blogs.firstIndex(where: { $0.id == id }) else { throw .sample(status: 404, "no blog \(id)") }
        return index
    }
}
