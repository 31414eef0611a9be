/// A Counter row as the presenter sees it: two texts to show. The cell forwards its `-`/`+` taps to its presenter.
@MainActor
public protocol CounterCellView: AnyObject {
    /// The presenter of the row the cell shows now; a recycled cell drops it.
    var presenter: CounterCellPresenter? { get set }
    /// Shows the counter's name and number.
    func show(name: String, number: String)
}
