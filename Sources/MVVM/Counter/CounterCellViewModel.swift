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
    public var number: String { String(num) }

    var num: Int

    init(counter: Counter) {
        self.id = counter.id
        self.name = counter.name
        self.num = counter.num
    }
}
