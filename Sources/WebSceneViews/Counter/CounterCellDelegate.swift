import BrowserKit

/// Hears the `-` and `+` buttons of a ``CounterCell`` (seed 004's cell delegate); find the row with
/// `tableView.row(for: cell)`.
@MainActor
public protocol CounterCellDelegate: AnyObject {
    /// The user tapped `-` in `cell`.
    func counterCellMinusButtonTapped(_ cell: CounterCell)
    /// The user tapped `+` in `cell`.
    func counterCellPlusButtonTapped(_ cell: CounterCell)
}
