import MVVM
import SceneViews

/// A Drafts or Trash row bound to its ``DraftCellViewModel``: it shows the row and sends its button to it.
@MainActor
final class DraftRowCell: DraftCell, RowCell {
    static var rowHeight: Int { DraftCell.height }

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    /// Shows `row` and sends the button to it.
    func bind(to row: DraftCellViewModel) {
        show(title: row.title, edited: row.edited, buttonTitle: row.buttonTitle)
        onButtonTapped = { [weak row] in row?.send(.buttonTapped) }
    }
}
