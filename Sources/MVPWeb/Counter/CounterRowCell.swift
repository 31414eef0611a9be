import MVP
import WebSceneViews

/// A Counter row behind the ``CounterCellView`` protocol: it holds its ``CounterCellPresenter`` and shows what it is
/// told. The list keeps one cell per row until the row reloads, so a cell never changes presenter.
@MainActor
final class CounterRowCell: CounterCell, CounterCellView {
    var presenter: CounterCellPresenter?
}
