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
        let row = BlogRow(blog: blog, formatting: formatting)
        cell.show(
            title: row.title, author: row.author, likeCount: row.likeCount, likeButtonTitle: row.likeButton,
            shareCount: row.shareCount)
    }
}
