/// One blog row's text, as every architecture shows it (seed 000's blog cell): the title, `Author: NAME` as the scene's
/// formatting writes it, `like N`, the `like`/`liked` button and `shared N`.
public struct BlogRow: Identifiable, Hashable, Sendable {
    /// The blog's server id.
    public var id: Int
    /// The title.
    public var title: String
    /// `Author: NAME`, or `Author: NAME (you)` on the owner's profile.
    public var author: String
    /// `like N`.
    public var likeCount: String
    /// `like` or `liked`.
    public var likeButton: String
    /// `shared N`.
    public var shareCount: String

    /// The row of `blog`, written with the scene's `formatting`.
    public init(blog: Blog, formatting: BlogFormatting) {
        id = blog.id
        title = blog.title
        author = formatting.authorText(blog)
        likeCount = formatting.likeCountText(blog)
        likeButton = formatting.likeButtonTitle(blog)
        shareCount = formatting.shareCountText(blog)
    }
}
