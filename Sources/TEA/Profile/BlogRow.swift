import Model

/// One Blogs row as the module shows it: title, `Author: NAME`, `like N`, the like button's title, `shared N`.
public struct BlogRow: Identifiable, Hashable, Sendable {
    /// The blog's id.
    public var id: Int
    /// The title.
    public var title: String
    /// `Author: NAME`, as the scene writes it.
    public var author: String
    /// `like N`.
    public var likeCount: String
    /// `like`, or `liked`.
    public var likeButton: String
    /// `shared N`.
    public var shareCount: String

    /// The row of `blog`, written as `formatting` says.
    public init(blog: Blog, formatting: BlogFormatting) {
        id = blog.id
        title = blog.title
        author = formatting.authorText(blog)
        likeCount = formatting.likeCountText(blog)
        likeButton = formatting.likeButtonTitle(blog)
        shareCount = formatting.shareCountText(blog)
    }
}
