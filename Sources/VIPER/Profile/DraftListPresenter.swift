import Model

/// A draft-list module's presenter (the Drafts or the Trash): loads when the scene says, turns the drafts its
/// interactor reports into rows (Model's ``DraftRow``), hands the row's button to the interactor, and asks its router
/// for a selected draft.
@MainActor
public final class DraftListPresenter: DraftListModuleInterface, DraftListInteractorOutput, ProfileModuleInput {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any DraftListView)?

    private let interactor: any DraftListInteractorInput
    private let router: any ProfileRouting
    private let kind: DraftListKind
    private let formatting: ProfileFormatting
    private var rows = ShownRows<DraftRow>()
    private var status = LoadStatus()

    /// Creates the presenter of the `kind` module over `interactor`; `router` shows a selected draft. The assembly
    /// makes it the interactor's output.
    public init(
        interactor: any DraftListInteractorInput, router: any ProfileRouting, kind: DraftListKind,
        formatting: ProfileFormatting
    ) {
        self.interactor = interactor
        self.router = router
        self.kind = kind
        self.formatting = formatting
    }

    public var numberOfRows: Int { rows.count }

    public func row(at index: Int) -> DraftRow? { rows.row(at: index) }

    // MARK: What the scene and the user did

    /// The scene says when (each time the module is shown): load from the start.
    public func fetchData() { interactor.loadDrafts() }

    public func pulledToRefresh() { interactor.loadDrafts() }

    public func reachedEnd() { interactor.loadNextPage() }

    public func retryButtonTapped() { interactor.retryLoad() }

    /// The row leaves once the server confirms.
    public func draftButtonTapped(at index: Int) {
        guard let row = rows.row(at: index) else { return }
        interactor.performAction(onDraft: row.id)
    }

    /// The router shows the selected draft.
    public func rowSelected(at index: Int) {
        guard let row = rows.row(at: index) else { return }
        router.showDetail(.draft(id: row.id))
    }

    // MARK: What the interactor reported

    public func draftsLoaded(_ drafts: [Draft]) {
        rows.replace(with: drafts.map { DraftRow(draft: $0, kind: kind, formatting: formatting) })
        view?.reloadAllRows()
    }

    public func draftsAppended(_ drafts: [Draft]) {
        view?.insertRows(rows.append(drafts.map { DraftRow(draft: $0, kind: kind, formatting: formatting) }))
    }

    public func draftRemoved(id: Int) {
        guard let index = rows.remove(id: id) else { return }
        view?.removeRows([index])
    }

    public func statusChanged(_ status: LoadStatus) {
        view?.show(status, over: self.status)
        self.status = status
    }
}
