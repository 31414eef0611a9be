import MVP
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// A Drafts or Trash row behind the ``DraftCellView`` protocol: it holds its ``DraftCellPresenter`` and hands its
/// button to it.
@MainActor
final class DraftRowCell: DraftCell, DraftCellView, PresenterCell {
    var presenter: DraftCellPresenter?

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    /// Binds the cell to `presenter`: it shows the row, and the button goes to it.
    func bind(to presenter: DraftCellPresenter) {
        presenter.attach(view: self)
        onButtonTapped = { [weak self] in self?.presenter?.draftButtonTapped() }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        presenter = nil
    }
}
