import MVVM
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// A Counter row bound to its ``CounterCellViewModel``: it shows the row and follows its number until it is recycled
/// or bound to another row.
@MainActor
final class CounterRowCell: CounterCell {
    /// The row this cell shows, while it shows one.
    private(set) var row: CounterCellViewModel?
    private var numberBinding: ObservationToken? {
        didSet { oldValue?.cancel() }
    }

    /// Shows `row` and follows its number.
    func bind(to row: CounterCellViewModel) {
        self.row = row
        numberBinding = observe({ row.number }) { [weak self] number in self?.show(name: row.name, number: number) }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        row = nil
        numberBinding = nil
    }
}
