/// How a blog row reads, given by the scene that shows the Blogs module (seed 000, summary point 5): the owner's
/// profile writes its author `Author: NAME (you)`, a visitor's `Author: NAME`, and the module's code is the same.
public struct BlogFormatting: Sendable {
    /// The `Author:` line of a blog.
    public var authorText: @Sendable (Blog) -> String

    /// Creates formatting with its own author line.
    public init(authorText: @escaping @Sendable (Blog) -> String) {
        self.authorText = authorText
    }

    /// A visitor's profile: `Author: NAME`.
    public static let visitor = BlogFormatting { "Author: \($0.authorUsername)" }

    /// The owner's own profile: `Author: NAME (you)`.
    public static let owner = BlogFormatting { "Author: \($0.authorUsername) (you)" }

    /// The like count: `like N`.
    public func likeCountText(_ blog: Blog) -> String { "like \(blog.likeCount)" }

    /// The like button's title: `liked` once the viewer likes the blog, `like` before.
    public func likeButtonTitle(_ blog: Blog) -> String { blog.isLiked ? "liked" : "like" }

    /// The share count: `shared N`.
    public func shareCountText(_ blog: Blog) -> String { "shared \(blog.shareCount)" }
}
