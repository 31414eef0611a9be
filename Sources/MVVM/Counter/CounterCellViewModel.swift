import Model
import Observation

/// One Counter row: the counter's name and its number, which changes alone when only this row changes.
@Observable
@MainActor
public final class CounterCellViewModel: Identifiable {
    /// The counter's server id.
    public let id: Int
    /// The row's label.
    public let name: String
    /// The number as the row shows it.
    public private(set) var number: String

    init(counter: Counter) {
        let row = CounterRow(counter: counter)
        id = row.id
        name = row.name
        number = row.number
    }

    /// The counter changed (a tap, its confirmation or rollback): a view bound to ``number`` follows.
    func counterChanged(to counter: Counter) {
        let number = CounterRow(counter: counter).number
        if number != self.number { self.number = number }
    }
}
