import Model

/// A draft-list module's interactor — the owner's Drafts, or the Trash, as its ``DraftListKind`` says: owns the
/// list and does the kind's action through the draft service.
@MainActor
public final class DraftListInteractor: DraftListInteractorInput {
    public weak var output: (any ListInteractorOutput)?

    private let kind: DraftListKind
    private let list: PagedList<Draft>
    private let service: any DraftService

    /// Creates the interactor of the `kind` list of `ownerID`'s drafts.
    public init(kind: DraftListKind, ownerID: Int, service: any DraftService) {
        self.kind = kind
        self.service = service
        list = PagedList(drafts: kind.source(ownerID: ownerID), service: service)
        list.onChange = { [weak self] change in self?.output?.entitiesChanged(change) }
    }

    public var drafts: [Draft] { list.items }

    public func loadDrafts() { list.reload() }

    public func loadNextPage() { list.loadNextPage() }

    public func retryLoad() { list.retry() }

    public func performAction(onDraft id: Int) { _ = list.perform(kind.buttonAction, on: id) }
}
