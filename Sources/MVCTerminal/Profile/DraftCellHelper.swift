import Model
import SceneViews

/// One Drafts or Trash row's C: the draft's texts, formatted, set on a dumb ``DraftCell``.
@MainActor
struct DraftCellHelper {
    let draft: Draft
    let formatting: ProfileFormatting

    /// Shows the row on `cell`, with its button titled `buttonTitle`.
    func configure(_ cell: DraftCell, buttonTitle: String) {
        cell.show(title: draft.title, edited: formatting.editedText(draft), buttonTitle: buttonTitle)
    }
}
