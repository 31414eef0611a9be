import Model
import Observation

/// A Profile list module's view model — Blogs, Drafts or Trash: owns the module's list and turns it into observable
/// rows a table binds to, and says which detail a selected row opens. What differs between the modules — the list,
/// the rows, the detail — is given by ``BlogViewModel`` and ``DraftListViewModel``.
@Observable
@MainActor
public final class ListModuleViewModel<Item: ListItem, Row: AnyObject & Identifiable>
where Item.ID: Sendable, Row.ID == Item.ID {
    /// The rows, `Loading…` and the error.
    public let list: RowList<Item, Row>
    /// Where selecting a row leads; the scene's view model sets it.
    @ObservationIgnored public var onDetailSelected: (@MainActor (ProfileDetail) -> Void)?

    @ObservationIgnored private let items: PagedList<Item>
    @ObservationIgnored private let detail: (Item) -> ProfileDetail

    init(
        items: PagedList<Item>, detail: @escaping (Item) -> ProfileDetail, makeRow: @escaping (Item) -> Row,
        updateRow: @escaping (Row, Item) -> Void
    ) {
        self.items = items
        self.detail = detail
        list = RowList(make: makeRow, update: updateRow)
        items.onChange = { [weak self] change in
            guard let self else { return }
            self.list.apply(change, items: self.items.items)
        }
    }

    /// Pulled to refresh: load again from the first page.
    public func pulledToRefresh() {
        items.reload()
    }

    /// The list reached its end: load the next page, if any.
    public func reachedEnd() {
        items.loadNextPage()
    }

    /// `Retry`: repeat what failed.
    public func retryButtonTapped() {
        items.retry()
    }

    /// The user selected this row: open its detail.
    public func rowSelected(at index: Int) {
        if items.items.indices.contains(index) { onDetailSelected?(detail(items.items[index])) }
    }

    /// The scene says when: load from the start; `completion` runs once the list has answered (where the scene
    /// hides its HUD, if it showed one).
    public func fetchData(completion: (@MainActor () -> Void)? = nil) {
        let load = items.reload()
        guard let completion else { return }
        startTrackedTask {
            await load.value
            completion()
        }
    }
}
