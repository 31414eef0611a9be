extension DraftListKind {
    /// The owner's trash; `restore` brings a draft back to the drafts.
    public static let trash = DraftListKind(
        buttonTitle: "restore",
        makeList: { ownerID, service in PagedList(trashOf: ownerID, service: service) },
        buttonAction: { list, id, service in list.restore(id: id, using: service) })
}
