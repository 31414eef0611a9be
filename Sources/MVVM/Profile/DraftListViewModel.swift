import Model
import Observation

/// A draft-list module's view model — the owner's Drafts, or the Trash, as its ``DraftListKind`` says: owns the list
/// and turns it into observable rows a table binds to.
@Observable
@MainActor
public final class DraftListViewModel {
    /// The rows, `Loading…` and the error.
    @ObservationIgnored public private(set) lazy var list = RowList<Draft, DraftCellViewModel>(
        make: { [unowned self] draft in
            DraftCellViewModel(draft: draft, formatting: formatting, buttonTitle: kind.buttonTitle) { [weak self] in
                self?.buttonTapped(draft: draft.id)
            }
        },
        update: { _, _ in })

    @ObservationIgnored private let kind: DraftListKind
    @ObservationIgnored private let drafts: PagedList<Draft>
    @ObservationIgnored private let service: any DraftService
    @ObservationIgnored private let formatting: ProfileFormatting

    /// Creates the view model of the `kind` module of `ownerID`'s drafts.
    public init(kind: DraftListKind, ownerID: Int, service: any DraftService, formatting: ProfileFormatting) {
        self.kind = kind
        drafts = kind.makeList(ownerID, service)
        self.service = service
        self.formatting = formatting
        drafts.onChange = { [weak self] change in
            guard let self else { return }
            self.list.apply(change, items: self.drafts.items)
        }
    }

    /// Where selecting a draft leads; the scene's view model sets it.
    @ObservationIgnored public var onDetailSelected: (@MainActor (ProfileDetail) -> Void)?

    /// What the user does to the list.
    public enum Action: Hashable, Sendable {
        /// Pulled to refresh.
        case pulledToRefresh
        /// The list reached its end: load the next page, if any.
        case reachedEnd
        /// `Retry`: repeat what failed.
        case retryButtonTapped
        /// The user selected this row: open its detail.
        case rowSelected(at: Int)
    }

    /// Carries out what the user did.
    public func send(_ action: Action) {
        switch action {
        case .pulledToRefresh: drafts.reload()
        case .reachedEnd: drafts.loadNextPage()
        case .retryButtonTapped: drafts.retry()
        case .rowSelected(let index):
            if drafts.items.indices.contains(index) { onDetailSelected?(.draft(id: drafts.items[index].id)) }
        }
    }

    /// The scene says when (each time the module is shown): load from the start.
    public func fetchData() { drafts.reload() }

    private func buttonTapped(draft id: Int) {
        kind.buttonAction(drafts, id, service)
    }
}
