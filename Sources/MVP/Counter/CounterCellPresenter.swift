import Model

/// One Counter row's presenter: the counter's texts, and the cell it redraws when its number changes. The row's `-` and
/// `+` go to the scene's ``CounterPresenter``, by row.
@MainActor
public final class CounterCellPresenter {
    /// The cell showing this row, if one is.
    public private(set) weak var view: (any CounterCellView)?
    /// The row's texts, as the list holds the counter now.
    public private(set) var row: CounterRow

    init(counter: Counter) {
        row = CounterRow(counter: counter)
    }

    /// Makes `view` show this row (the cell now holds this presenter) and receive its later updates.
    public func attach(view: any CounterCellView) {
        view.presenter = self
        self.view = view
        view.show(name: row.name, number: row.number)
    }

    /// The counter changed (a tap, its confirmation or rollback): the cell, if it still shows this row, redraws.
    func counterChanged(to counter: Counter) {
        row = CounterRow(counter: counter)
        guard let view, view.presenter === self else { return }
        view.show(name: row.name, number: row.number)
    }
}
