import Model

/// A draft-list module's presenter — the owner's Drafts, or the Trash, as its ``DraftListKind`` says: owns the list,
/// one ``DraftCellPresenter`` per row, and tells its passive view what changed.
@MainActor
public final class DraftListPresenter {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any DraftListView)?
    /// How many rows the table has.
    public var numberOfRows: Int { rows.cells.count }

    private let kind: DraftListKind
    private let drafts: PagedList<Draft>
    private let service: any DraftService
    private let formatting: ProfileFormatting
    private lazy var rows = CellPresenterList<Draft, DraftCellPresenter>(
        make: { [unowned self] draft in
            DraftCellPresenter(
                draft: draft, formatting: formatting, buttonTitle: kind.buttonTitle,
                buttonTapped: { [weak self] in self?.buttonTapped(draft: draft.id) })
        },
        update: { _, _ in })

    /// Creates the presenter of the `kind` module of `ownerID`'s drafts.
    public init(kind: DraftListKind, ownerID: Int, service: any DraftService, formatting: ProfileFormatting) {
        self.kind = kind
        drafts = kind.makeList(ownerID, service)
        self.service = service
        self.formatting = formatting
        drafts.onChange = { [weak self] change in
            guard let self else { return }
            self.rows.apply(change, items: self.drafts.items, to: self.view)
        }
    }

    /// The presenter of row `index`, for the cell that shows it.
    public func cellPresenter(at index: Int) -> DraftCellPresenter { rows.cells[index] }

    /// Where selecting a draft leads; the scene's presenter sets it.
    public var onDetailSelected: (@MainActor (ProfileDetail) -> Void)?

    /// The user selected row `index`: open that draft's detail.
    public func rowSelected(at index: Int) {
        guard drafts.items.indices.contains(index) else { return }
        onDetailSelected?(.draft(id: drafts.items[index].id))
    }

    // MARK: What the user did

    /// The scene says when (each time the module is shown): load from the start.
    public func fetchData() { drafts.reload() }

    /// The user pulled to refresh.
    public func pulledToRefresh() { drafts.reload() }

    /// The list reached its end: load the next page, if any.
    public func reachedEnd() { drafts.loadNextPage() }

    /// The user tapped `Retry`: repeat what failed.
    public func retryButtonTapped() { drafts.retry() }

    private func buttonTapped(draft id: Int) {
        kind.buttonAction(drafts, id, service)
    }
}
