import Model

/// A Profile list module's presenter — Blogs, Drafts or Trash: owns the module's list, one cell presenter per row,
/// tells its passive ``ListView`` what changed, and says which detail a selected row opens. What differs between
/// the modules — the list, the rows, the detail — is given by ``BlogPresenter`` and ``DraftListPresenter``.
@MainActor
public final class ListModulePresenter<Item: ListItem, CellPresenter>
where Item.ID: Sendable {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any ListView)?
    /// Where selecting a row leads; the scene's presenter sets it.
    public var onDetailSelected: (@MainActor (ProfileDetail) -> Void)?
    /// How many rows the table has.
    public var numberOfRows: Int { rows.cells.count }

    private let items: PagedList<Item>
    private let rows: CellPresenterList<Item, CellPresenter>
    private let detail: (Item) -> ProfileDetail

    init(
        items: PagedList<Item>, detail: @escaping (Item) -> ProfileDetail,
        makeCell: @escaping (Item) -> CellPresenter, updateCell: @escaping (CellPresenter, Item) -> Void
    ) {
        self.items = items
        self.detail = detail
        rows = CellPresenterList(make: makeCell, update: updateCell)
        items.onChange = { [weak self] change in
            guard let self else { return }
            self.rows.apply(change, items: self.items.items, to: self.view)
        }
    }

    /// The presenter of row `index`, for the cell that shows it.
    public func cellPresenter(at index: Int) -> CellPresenter { rows.cells[index] }

    // MARK: What the user did

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

    /// The user pulled to refresh: load again from the first page.
    public func pulledToRefresh() { items.reload() }

    /// The list reached its end: load the next page, if any.
    public func reachedEnd() { items.loadNextPage() }

    /// The user tapped `Retry`: repeat what failed.
    public func retryButtonTapped() { items.retry() }

    /// The user selected row `index`: open its detail.
    public func rowSelected(at index: Int) {
        guard items.items.indices.contains(index) else { return }
        onDetailSelected?(detail(items.items[index]))
    }
}
