import Model

/// A draft-list module's presenter (the Drafts or the Trash): loads when the scene says, writes each row, hands the
/// row's button to the interactor, and asks its router for a selected draft.
@MainActor
public final class DraftListPresenter: ListInteractorOutput, ProfileModuleInput {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any DraftListView)?

    private let interactor: any DraftListInteractorInput
    private let router: any DraftListRouting
    private let formatting: ProfileFormatting
    private let buttonTitle: String

    /// Creates the presenter over `interactor`, whose output it becomes; rows carry a button titled `buttonTitle`
    /// (the ``DraftListKind``'s), and `router` shows a selected draft.
    public init(
        interactor: any DraftListInteractorInput, router: any DraftListRouting, formatting: ProfileFormatting,
        buttonTitle: String
    ) {
        self.interactor = interactor
        self.router = router
        self.formatting = formatting
        self.buttonTitle = buttonTitle
        interactor.output = self
    }

    /// How many rows the table has.
    public var numberOfRows: Int { interactor.drafts.count }

    /// Row `index` as the view shows it.
    public func content(at index: Int) -> DraftCellContent {
        let draft = interactor.drafts[index]
        return DraftCellContent(
            draftID: draft.id, title: draft.title, edited: formatting.editedText(draft), buttonTitle: buttonTitle)
    }

    // MARK: What the scene and the user did

    /// The scene says when (each time the module is shown): load from the start.
    public func fetchData() { interactor.loadDrafts() }

    /// The user pulled to refresh.
    public func pulledToRefresh() { interactor.loadDrafts() }

    /// The list reached its end: load the next page, if any.
    public func reachedEnd() { interactor.loadNextPage() }

    /// The user tapped `Retry`.
    public func retryButtonTapped() { interactor.retryLoad() }

    /// The user tapped draft `id`'s button (`delete` or `restore`): the row leaves once the server confirms.
    public func rowButtonTapped(draftID id: Int) { interactor.performAction(onDraft: id) }

    /// The user selected row `index`: the router shows that draft.
    public func rowSelected(at index: Int) {
        guard interactor.drafts.indices.contains(index) else { return }
        router.showDraft(id: interactor.drafts[index].id)
    }

    // MARK: What the interactor reported

    public func entitiesChanged(_ change: ListChange) {
        view?.show(change)
    }
}
