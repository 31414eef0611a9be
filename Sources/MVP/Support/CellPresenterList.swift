import Model

/// One cell presenter per item of a ``PagedList``, kept in step with it: what every MVP list presenter does with its
/// list's changes. A change of the whole list or of its length goes to the passive ``ListView``; a change of one
/// item goes to that item's cell presenter alone, which tells its cell.
@MainActor
final class CellPresenterList<Item, CellPresenter> {
    /// The cell presenters, in list order.
    private(set) var cells: [CellPresenter] = []
    private let make: (Item) -> CellPresenter
    private let update: (CellPresenter, Item) -> Void

    /// Creates the list; `make` builds a row's presenter, `update` hands it its item's new state.
    init(make: @escaping (Item) -> CellPresenter, update: @escaping (CellPresenter, Item) -> Void) {
        self.make = make
        self.update = update
    }

    /// Applies `change` of the list now holding `items`, telling `view` what it must redraw.
    func apply(_ change: ListChange, items: [Item], to view: (any ListView)?) {
        switch change {
        case .reloaded:
            cells = items.map(make)
            view?.reloadAllRows()
        case .appended(let rows):
            cells += items[rows].map(make)
            view?.insertRows(rows)
        case .updated(let rows):
            for row in rows { update(cells[row], items[row]) }
        case .removed(let rows):
            for row in rows.sorted(by: >) { cells.remove(at: row) }
            view?.removeRows(rows)
        case .loadingChanged(let isLoading):
            view?.showLoading(isLoading)
        case .failureChanged(let failure):
            view?.showStatus(LoadStatus(failure: failure))
        }
    }
}
