import MVP
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// A Counter row behind the ``CounterCellView`` protocol: it holds its ``CounterCellPresenter`` and shows what it is
/// told. A recycled cell drops its presenter, so the presenter of the row it showed before stops writing to it.
@MainActor
final class CounterRowCell: CounterCell, CounterCellView {
    var presenter: CounterCellPresenter?

    override func prepareForReuse() {
        super.prepareForReuse()
        presenter = nil
    }
}
