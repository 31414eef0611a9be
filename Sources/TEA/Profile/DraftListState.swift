import Model

/// A draft-list module's state — the owner's Drafts or the Trash, as its ``Model/DraftListKind`` says: the drafts,
/// 20 a page, each with the kind's button (`delete`, `restore`), which the kind's Model action carries out.
public struct DraftListState: SceneState {
    /// What happens to the module.
    public enum Message: Equatable, Sendable {
        /// The scene says when (each time the module is shown): load from the start.
        case fetch
        /// Pulled to refresh.
        case pulledToRefresh
        /// The list reached its end: the next page, if any.
        case reachedEnd
        /// `Retry`.
        case retryButtonTapped
        /// The button in draft `id`'s row.
        case buttonTapped(id: Int)
        /// The user selected draft `id`'s row; the scene decides where it leads.
        case rowSelected(id: Int)
        /// The drafts' list changed.
        case listChanged(ListState<Draft>)
    }

    /// The work it asks for, on its Model list.
    public enum Effect: Hashable, Sendable {
        /// Load from the first page.
        case reload
        /// Load the next page.
        case loadNextPage
        /// Repeat what failed.
        case retry
        /// Do what the kind's button does to draft `id`.
        case buttonAction(id: Int)
    }

    /// The drafts, `Loading…` and the error.
    public var list = ListState<Draft>()
    private let kind: DraftListKind
    private let formatting: ProfileFormatting

    /// Creates the state of a module of `kind`, its dates written with `formatting`.
    public init(kind: DraftListKind, formatting: ProfileFormatting) {
        self.kind = kind
        self.formatting = formatting
    }

    /// The rows: title, `edited …` and the kind's button.
    public var rows: [DraftRow] {
        list.items.map { DraftRow(draft: $0, kind: kind, formatting: formatting) }
    }

    public mutating func update(_ message: Message) -> [Effect] {
        switch message {
        case .fetch, .pulledToRefresh: return [.reload]
        case .reachedEnd: return [.loadNextPage]
        case .retryButtonTapped: return [.retry]
        case .buttonTapped(let id): return [.buttonAction(id: id)]
        case .rowSelected: return []
        case .listChanged(let list):
            self.list = list
            return []
        }
    }
}
