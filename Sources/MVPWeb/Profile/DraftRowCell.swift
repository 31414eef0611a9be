import MVP
import WebSceneViews

/// A Drafts or Trash row behind the ``DraftCellView`` protocol: it holds its ``DraftCellPresenter`` and hands its
/// button to it.
@MainActor
final class DraftRowCell: DraftCell, DraftCellView, PresenterCell {
    static var listLabel: String { "Drafts" }

    var presenter: DraftCellPresenter?

    /// Binds the cell to `presenter`: it shows the row, and the button goes to it.
    func bind(to presenter: DraftCellPresenter) {
        presenter.attach(view: self)
        onButtonTapped = { [weak self] in self?.presenter?.draftButtonTapped() }
    }
}
