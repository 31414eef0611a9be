/// What makes a list of drafts one module or another — the owner's Drafts, or the Trash: where it loads from, the
/// title of each row's button and what the button does. Every architecture has one draft-list module, built from a
/// kind; a new kind is a new module that changes no other.
public struct DraftListKind: Sendable {
    /// The title of each row's button, such as `delete`.
    public var buttonTitle: String
    /// The list of `ownerID`'s drafts this module shows.
    public var makeList: @MainActor @Sendable (_ ownerID: Int, _ service: any DraftService) -> PagedList<Draft>
    /// What the button of draft `id`'s row does to the list.
    public var buttonAction:
        @MainActor @Sendable (_ list: PagedList<Draft>, _ id: Int, _ service: any DraftService) -> Task<Void, Never>

    /// Creates a kind.
    public init(
        buttonTitle: String,
        makeList: @escaping @MainActor @Sendable (Int, any DraftService) -> PagedList<Draft>,
        buttonAction: @escaping @MainActor @Sendable (PagedList<Draft>, Int, any DraftService) -> Task<Void, Never>
    ) {
        self.buttonTitle = buttonTitle
        self.makeList = makeList
        self.buttonAction = buttonAction
    }

    /// The owner's drafts, 20 a page; `delete` moves one to the trash.
    public static let drafts = DraftListKind(
        buttonTitle: "delete",
        makeList: { ownerID, service in PagedList(draftsOf: ownerID, service: service) },
        buttonAction: { list, id, service in list.moveToTrash(id: id, using: service) })
}
