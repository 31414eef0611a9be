import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// One Blogs row's C (seed 000's `BlogCellHelper`): the row's texts, as the model wrote them for the scene, set on a
/// dumb ``BlogCell`` that never sees the blog itself.
@MainActor
struct BlogCellHelper {
    let row: BlogRow

    /// Shows the row on `cell`.
    func configure(_ cell: BlogCell) {
        cell.show(
            title: row.title, author: row.author, likeCount: row.likeCount, likeButtonTitle: row.likeButton,
            shareCount: row.shareCount)
    }
}
