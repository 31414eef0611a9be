import MVP
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// A Blogs row behind the ``BlogCellView`` protocol: it holds its ``BlogCellPresenter``, shows what it is told and
/// hands its taps to it. A recycled cell drops its presenter, so that row's later updates do not reach it.
@MainActor
final class BlogRowCell: BlogCell, BlogCellView, PresenterCell {
    var presenter: BlogCellPresenter?

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    /// Binds the cell to `presenter`: it shows the row, and the buttons go to it.
    func bind(to presenter: BlogCellPresenter) {
        presenter.attach(view: self)
        onLikeTapped = { [weak self] in self?.presenter?.likeButtonTapped() }
        onShareTapped = { [weak self] in self?.presenter?.shareButtonTapped() }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        presenter = nil
    }
}
