import Model

/// A draft-list module's state — the owner's Drafts or the Trash, as its ``Model/DraftListKind`` says: the drafts as
/// Model's ``Model/ListMachine`` holds them, and the row's button.
public struct DraftListState: SceneState {
    /// What happens to the module.
    public enum Message: Equatable, Sendable {
        /// The user tapped the row's button (`delete` or `restore`) on row `at`.
        case draftButtonTapped(at: Int)
        /// The user selected row `at`; the scene decides where that leads.
        case rowSelected(at: Int)
        /// A list gesture or an answer.
        case list(ListMessage<Draft>)
    }

    /// The drafts, `Loading…` and the error.
    public var list: ListMachine<Draft>
    private let kind: DraftListKind
    private let formatting: ProfileFormatting

    /// The module of `kind` for the owner `ownerID`, its dates written with `formatting`.
    public init(kind: DraftListKind, ownerID: Int, formatting: ProfileFormatting) {
        list = ListMachine(source: kind.source(ownerID: ownerID))
        self.kind = kind
        self.formatting = formatting
    }

    /// The rows, as every architecture writes them.
    public var rows: [DraftRow] { list.items.map { DraftRow(draft: $0, kind: kind, formatting: formatting) } }

    public mutating func update(_ message: Message) -> [ListEffect<Draft>] {
        switch message {
        case .draftButtonTapped(let index): list.ask(kind.buttonAction, at: index)
        case .rowSelected: []
        case .list(let message): list.update(message)
        }
    }
}
