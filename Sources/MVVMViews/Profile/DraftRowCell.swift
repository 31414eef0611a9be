import MVVM
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// A Drafts or Trash row bound to its ``DraftCellViewModel``: it shows the row and sends its button to it.
@MainActor
final class DraftRowCell: DraftCell, RowCell {
    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    /// Shows `row` and sends the button to it.
    func bind(to row: DraftCellViewModel) {
        show(title: row.row.title, edited: row.row.edited, buttonTitle: row.row.button)
        onButtonTapped = { [weak row] in row?.draftButtonTapped() }
    }
}
