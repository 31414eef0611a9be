import Model
import SceneViews

/// One Drafts or Trash row's C: the draft's texts, formatted, set on a dumb ``DraftCell``.
@MainActor
struct DraftCellHelper {
    let draft: Draft
    let formatting: ProfileFormatting

    /// Shows the row on `cell`, with its button titled `buttonTitle`.
    func configure(_ cell: DraftCell, kind: DraftListKind) {
        let row = DraftRow(draft: draft, kind: kind, formatting: formatting)
        cell.show(title: row.title, edited: row.edited, buttonTitle: row.button)
    }
}
