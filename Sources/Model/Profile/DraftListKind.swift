/// One of the owner's two draft modules: the Drafts and the Trash differ only in where their drafts come from and
/// what the row's button does, so each is this value over one draft-list module.
public enum DraftListKind: Hashable, Sendable, CaseIterable {
    /// The drafts not in the trash; `delete` moves one there.
    case drafts
    /// The deleted drafts; `restore` brings one back.
    case trash

    /// The row's button.
    public var buttonTitle: String {
        switch self {
        case .drafts: "delete"
        case .trash: "restore"
        }
    }

    /// What the row's button asks.
    public var buttonAction: DraftAction {
        switch self {
        case .drafts: .moveToTrash
        case .trash: .restore
        }
    }

    /// Where the module's drafts come from, for the owner `ownerID`.
    public func source(ownerID: Int) -> DraftSource {
        switch self {
        case .drafts: .drafts(of: ownerID)
        case .trash: .trash(of: ownerID)
        }
    }
}
