import Model
import SceneViews

/// One Blogs row's C (seed 000's `BlogCellHelper`): the blog's texts, formatted as the scene asked, set on a dumb
/// ``BlogCell`` that never sees the blog itself.
@MainActor
struct BlogCellHelper {
    let blog: Blog
    let formatting: BlogFormatting

    /// Shows the row on `cell`.
    func configure(_ cell: BlogCell) {
        cell.show(
            title: blog.title, author: formatting.authorText(blog), likeCount: formatting.likeCountText(blog),
            likeButtonTitle: formatting.likeButtonTitle(blog), shareCount: formatting.shareCountText(blog))
    }
}
