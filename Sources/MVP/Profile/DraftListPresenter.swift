import Model

/// A draft-list module's presenter — the owner's Drafts, or the Trash, as its ``DraftListKind`` says: a list module
/// of drafts, one ``DraftCellPresenter`` per row — its button does what the kind says — and a selected draft opens
/// its detail.
public typealias DraftListPresenter = ListModulePresenter<Draft, DraftCellPresenter>

extension ListModulePresenter where Item == Draft, CellPresenter == DraftCellPresenter {
    /// Creates the presenter of the `kind` module of `ownerID`'s drafts.
    public convenience init(kind: DraftListKind, ownerID: Int, service: any DraftService, formatting: ProfileFormatting)
    {
        let drafts = PagedList(drafts: kind.source(ownerID: ownerID), service: service)
        self.init(
            items: drafts, detail: { .draft(id: $0.id) },
            makeCell: { [weak drafts] draft in
                DraftCellPresenter(
                    draft: draft, formatting: formatting, kind: kind,
                    buttonTapped: {
                        guard let drafts else { return }
                        _ = drafts.perform(kind.buttonAction, on: draft.id)
                    })
            },
            updateCell: { _, _ in })
    }
}
