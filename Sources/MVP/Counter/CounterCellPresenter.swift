import Model

/// One Counter row's presenter: the counter's texts, its `-` and `+`, which it passes to the scene's list, and the
/// cell it redraws when its number changes.
@MainActor
public final class CounterCellPresenter {
    /// The cell showing this row, if one is.
    public private(set) weak var view: (any CounterCellView)?
    /// The row's texts, as the list holds the counter now.
    public private(set) var row: CounterRow

    private let onPlusTapped: @MainActor () -> Void
    private let onMinusTapped: @MainActor () -> Void

    init(
        counter: Counter, plus: @escaping @MainActor () -> Void,
        minus: @escaping @MainActor () -> Void
    ) {
        row = CounterRow(counter: counter)
        onPlusTapped = plus
        onMinusTapped = minus
    }

    /// Makes `view` show this row (the cell now holds this presenter) and receive its later updates.
    public func attach(view: any CounterCellView) {
        view.presenter = self
        self.view = view
        view.show(name: row.name, number: row.number)
    }

    /// The user tapped `+`: the row shows the new number at once.
    public func plusButtonTapped() { onPlusTapped() }

    /// The user tapped `-`; a number at 0 stays 0 and nothing is saved.
    public func minusButtonTapped() { onMinusTapped() }

    /// The counter changed (a tap, its confirmation or rollback): the cell, if it still shows this row, redraws.
    func counterChanged(to counter: Counter) {
        row = CounterRow(counter: counter)
        guard let view, view.presenter === self else { return }
        view.show(name: row.name, number: row.number)
    }
}
