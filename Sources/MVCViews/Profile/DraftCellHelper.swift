import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// One Drafts or Trash row's C: the row's texts, as the model wrote them, set on a dumb ``DraftCell``.
@MainActor
struct DraftCellHelper {
    let row: DraftRow

    /// Shows the row on `cell`, its button titled as the module says.
    func configure(_ cell: DraftCell) {
        cell.show(title: row.title, edited: row.edited, buttonTitle: row.button)
    }
}
