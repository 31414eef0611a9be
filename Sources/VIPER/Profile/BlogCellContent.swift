/// A Blogs row as the presenter formats it for the view.
public struct BlogCellContent: Hashable, Sendable {
    /// The blog the row's buttons act on.
    public let blogID: Int
    /// The title.
    public let title: String
    /// `Author: NAME`, or `Author: NAME (you)` on the owner's profile.
    public let author: String
    /// `like N`.
    public let likeCount: String
    /// `like` or `liked`.
    public let likeButtonTitle: String
    /// `shared N`.
    public let shareCount: String

    /// Creates a row's content.
    public init(
        blogID: Int, title: String, author: String, likeCount: String, likeButtonTitle: String, shareCount: String
    ) {
        self.blogID = blogID
        self.title = title
        self.author = author
        self.likeCount = likeCount
        self.likeButtonTitle = likeButtonTitle
        self.shareCount = shareCount
    }
}
