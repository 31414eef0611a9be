import Model

/// A draft-list module's interactor — the owner's Drafts, or the Trash, as its ``DraftListKind`` says: it owns the
/// drafts — a ``ListMachine`` of them, whose rules are Model's — decides which action the row's button asks for,
/// carries out what the machine asks on the draft service, and reports the drafts that changed to its presenter.
@MainActor
public final class DraftListInteractor: DraftListInteractorInput {
    /// Who hears about the drafts; weak, the presenter.
    public weak var output: (any DraftListInteractorOutput)?

    private let kind: DraftListKind
    private var drafts: ListMachine<Draft>
    private let commands: ListCommandRunner<Draft, ListMachine<Draft>.Event>

    /// Creates the interactor of the `kind` list of `ownerID`'s drafts.
    public init(kind: DraftListKind, ownerID: Int, service: any DraftService) {
        self.kind = kind
        drafts = ListMachine(source: kind.source(ownerID: ownerID))
        commands = ListCommandRunner(service: .drafts(service))
        commands.onAnswer = { [weak self] answer in self?.handle(answer) }
    }

    public func loadDrafts() { handle(.reloadAsked) }

    public func loadNextPage() { handle(.nextPageAsked) }

    public func retryLoad() { handle(.retryAsked) }

    public func performAction(onDraft id: Int) { handle(.actionAsked(kind.buttonAction, on: id)) }

    /// Moves the drafts on by `event`, reports what changed and sends what the machine asks for.
    private func handle(_ event: ListMachine<Draft>.Event) {
        let before = drafts.items
        let step = drafts.handle(event)
        report(step.changes, before: before)
        commands.run(step.commands)
    }

    private func report(_ changes: [ListChange], before: [Draft]) {
        for change in changes {
            switch change {
            case .reloaded, .updated: output?.draftsLoaded(drafts.items)
            case .appended(let rows): output?.draftsAppended(Array(drafts.items[rows]))
            case .removed(let rows): rows.forEach { output?.draftRemoved(id: before[$0].id) }
            case .loadingChanged, .failureChanged: output?.statusChanged(drafts.status)
            }
        }
    }

}
