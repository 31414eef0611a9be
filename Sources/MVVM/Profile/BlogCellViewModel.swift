import Model
import Observation

/// One Blogs row's view model: the blog's texts, formatted as the scene asked, which change alone when the blog is
/// liked or shared, and the row's `like` and `share`, which it passes to the module's list.
@Observable
@MainActor
public final class BlogCellViewModel: Identifiable {
    /// The blog's id.
    public let id: Int
    /// The title.
    public let title: String
    /// `Author: NAME`, as the scene writes it.
    public let author: String
    /// `like N`.
    public private(set) var likeCountText: String
    /// `like`, or `liked` once the viewer likes it.
    public private(set) var likeButtonTitle: String
    /// `shared N`.
    public private(set) var shareCountText: String

    @ObservationIgnored private let formatting: BlogFormatting
    @ObservationIgnored private let onAction: @MainActor (Action) -> Void

    init(blog: Blog, formatting: BlogFormatting, onAction: @escaping @MainActor (Action) -> Void) {
        id = blog.id
        title = blog.title
        author = formatting.authorText(blog)
        likeCountText = formatting.likeCountText(blog)
        likeButtonTitle = formatting.likeButtonTitle(blog)
        shareCountText = formatting.shareCountText(blog)
        self.formatting = formatting
        self.onAction = onAction
    }

    /// What the user does to a row.
    public enum Action: Hashable, Sendable {
        /// `like` or `liked`: the row shows the new count at once.
        case likeButtonTapped
        /// `share`: the row shows `shared N` once the server has counted it.
        case shareButtonTapped
    }

    /// Carries out what the user did.
    public func send(_ action: Action) { onAction(action) }

    /// The blog changed (a like, its confirmation or rollback, a share): a view bound to the texts follows.
    func blogChanged(to blog: Blog) {
        likeCountText = formatting.likeCountText(blog)
        likeButtonTitle = formatting.likeButtonTitle(blog)
        shareCountText = formatting.shareCountText(blog)
    }
}
