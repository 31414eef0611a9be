extension DraftListKind {
    /// The owner's trash; `restore` brings a draft back to the drafts.
    public static let trash = DraftListKind(
        buttonTitle: "restore",
        makeList: { ownerID, service in PagedList(trashOf: ownerID, service: service) },
        buttonAction: { list, index, service in list.restore(at: index, using: service) })
}
