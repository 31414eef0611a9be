import MVP
import WebSceneViews

/// A Blogs row behind the ``BlogCellView`` protocol: it holds its ``BlogCellPresenter``, shows what it is told and
/// hands its taps to it. The list keeps one cell per row until the row reloads.
@MainActor
final class BlogRowCell: BlogCell, BlogCellView, PresenterCell {
    static var listLabel: String { "Blogs" }

    var presenter: BlogCellPresenter?

    /// Binds the cell to `presenter`: it shows the row, and the buttons go to it.
    func bind(to presenter: BlogCellPresenter) {
        presenter.attach(view: self)
        onLikeTapped = { [weak self] in self?.presenter?.likeButtonTapped() }
        onShareTapped = { [weak self] in self?.presenter?.shareButtonTapped() }
    }
}
