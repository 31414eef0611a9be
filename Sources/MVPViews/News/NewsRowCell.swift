import MVP
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// A News row behind the ``NewsCellView`` protocol: it holds its ``NewsCellPresenter`` and shows what it is told.
///
/// A recycled cell drops its presenter, so the presenter of the row it showed before stops writing to it.
@MainActor
final class NewsRowCell: NewsCell, NewsCellView {
    var presenter: NewsCellPresenter?

    func showReadCount(_ text: String) {
        readCountText = text
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        presenter = nil
    }
}
