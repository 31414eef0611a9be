import Model

/// Performs a draft module's effects on its Model list, its button as its ``Model/DraftListKind`` says.
@MainActor
public final class DraftListEffectRunner: EffectRunner {
    public var send: @MainActor (DraftListState.Message) -> Void = { _ in }
    private let kind: DraftListKind
    private let drafts: PagedList<Draft>
    private let service: any DraftService

    /// Creates a runner over the `kind` list of `ownerID`'s drafts.
    public init(kind: DraftListKind, ownerID: Int, service: any DraftService) {
        self.kind = kind
        self.service = service
        drafts = PagedList(drafts: kind.source(ownerID: ownerID), service: service)
        drafts.reportChanges { [weak self] state in self?.send(.listChanged(state)) }
    }

    public func perform(_ effect: DraftListState.Effect) {
        switch effect {
        case .reload: drafts.reload()
        case .loadNextPage: drafts.loadNextPage()
        case .retry: drafts.retry()
        case .buttonAction(let id): drafts.perform(kind.buttonAction, on: id)
        }
    }
}
