import Model

/// A draft-list module's view model — the owner's Drafts, or the Trash, as its ``DraftListKind`` says: a list module
/// of drafts whose rows' button does what the kind says, and whose selected draft opens its detail.
public typealias DraftListViewModel = ListModuleViewModel<Draft, DraftCellViewModel>

extension ListModuleViewModel where Item == Draft, Row == DraftCellViewModel {
    /// Creates the view model of the `kind` module of `ownerID`'s drafts.
    public convenience init(kind: DraftListKind, ownerID: Int, service: any DraftService, formatting: ProfileFormatting)
    {
        let drafts = PagedList(drafts: kind.source(ownerID: ownerID), service: service)
        self.init(
            items: drafts, detail: { .draft(id: $0.id) },
            makeRow: { [weak drafts] draft in
                DraftCellViewModel(draft: draft, kind: kind, formatting: formatting) {
                    guard let drafts else { return }
                    _ = drafts.perform(kind.buttonAction, on: draft.id)
                }
            },
            updateRow: { _, _ in })
    }
}
