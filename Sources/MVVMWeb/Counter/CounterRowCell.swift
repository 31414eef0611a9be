import MVVM
import WebSceneViews

/// A Counter row bound to its ``CounterCellViewModel``: it shows the row and follows its number for as long as the
/// list keeps the cell.
@MainActor
final class CounterRowCell: CounterCell {
    /// The row this cell shows.
    private(set) var row: CounterCellViewModel?
    private var numberBinding: ObservationToken? {
        didSet { oldValue?.cancel() }
    }

    /// Shows `row` and follows its number.
    func bind(to row: CounterCellViewModel) {
        self.row = row
        numberBinding = observe({ row.number }) { [weak self] number in self?.show(name: row.name, number: number) }
    }
}
