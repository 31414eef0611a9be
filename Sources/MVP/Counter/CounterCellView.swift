/// A Counter row as the presenter sees it: two texts to show. The cell forwards its `-`/`+` taps to the presenter.
@MainActor
public protocol CounterCellView: AnyObject {
    /// Shows the counter's name and number.
    func show(name: String, number: String)
}
