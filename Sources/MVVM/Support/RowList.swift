import Model
import Observation

/// The observable rows of a list a view binds to, kept in step with a ``PagedList``: one row view model per item,
/// kept for as long as its item is listed (a refresh updates it in place), so a view can tell rows apart by id.
@Observable
@MainActor
public final class RowList<Item: Identifiable, Row: AnyObject & Identifiable> where Row.ID == Item.ID {
    /// The rows, in list order.
    public private(set) var rows: [Row] = []
    /// `Loading…` and the error.
    public let status = LoadState()

    @ObservationIgnored private let make: (Item) -> Row
    @ObservationIgnored private let update: (Row, Item) -> Void

    /// Creates the rows; `make` builds a row's view model, `update` hands it its item's new state.
    init(make: @escaping (Item) -> Row, update: @escaping (Row, Item) -> Void) {
        self.make = make
        self.update = update
    }

    /// Follows `change` of the list now holding `items`.
    func apply(_ change: ListChange, items: [Item]) {
        guard !status.apply(change) else { return }
        switch change {
        case .appended(let range):
            rows += items[range].map(make)
        case .updated(let indices):
            for index in indices { update(rows[index], items[index]) }
        default:
            let kept = Dictionary(rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            rows = items.map { item in
                guard let row = kept[item.id] else { return make(item) }
                update(row, item)
                return row
            }
        }
    }
}
