import Foundation

/// A published blog post, as listed on a profile and shown in its detail.
public struct Blog: Codable, Hashable, Sendable, Identifiable {
    /// The server's id for this blog.
    public var id: Int
    /// The id of the user who wrote it.
    public var authorID: Int
    /// The author's display name, carried so that a row needs no second request.
    public var authorName: String
    /// The author's login name, such as `alice`: what a row's `Author:` line shows.
    public var authorUsername: String
    /// The headline.
    public var title: String
    /// The full text; only `GET /blogs/{id}` fills it, lists leave it `nil`.
    public var body: String?
    /// When it was published.
    public var createdAt: Date
    /// How many users like it.
    public var likeCount: Int
    /// Whether the viewer likes it (`false` without a token).
    public var isLiked: Bool
    /// How many times it was shared.
    public var shareCount: Int

    /// Creates a blog from its wire fields.
    public init(
        id: Int, authorID: Int, authorName: String, authorUsername: String, title: String, body: String? = nil,
        createdAt: Date, likeCount: Int, isLiked: Bool, shareCount: Int
    ) {
        self.id = id
        self.authorID = authorID
        self.authorName = authorName
        self.authorUsername = authorUsername
        self.title = title
        self.body = body
        self.createdAt = createdAt
        self.likeCount = likeCount
        self.isLiked = isLiked
        self.shareCount = shareCount
    }
}

/// The answer to like and unlike: the new count and the caller's own flag.
public struct LikeState: Codable, Hashable, Sendable {
    /// How many users like the blog now.
    public var likeCount: Int
    /// Whether the caller likes it now.
    public var isLiked: Bool

    /// Creates a like state.
    public init(likeCount: Int, isLiked: Bool) {
        self.likeCount = likeCount
        self.isLiked = isLiked
    }
}

/// The answer to a share: the new share count.
public struct ShareResult: Codable, Hashable, Sendable {
    /// How many times the blog has been shared now.
    public var shareCount: Int

    /// Creates a share result.
    public init(shareCount: Int) { self.shareCount = shareCount }
}
