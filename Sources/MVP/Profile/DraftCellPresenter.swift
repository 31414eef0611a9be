import Model

/// One Drafts or Trash row's presenter: the draft's texts and the row's button, which it passes to the module's list.
@MainActor
public final class DraftCellPresenter {
    /// The draft.
    public let draft: Draft

    private let formatting: ProfileFormatting
    private let kind: DraftListKind
    private let onButtonTapped: @MainActor () -> Void

    init(
        draft: Draft, formatting: ProfileFormatting, kind: DraftListKind,
        buttonTapped: @escaping @MainActor () -> Void
    ) {
        self.draft = draft
        self.formatting = formatting
        self.kind = kind
        self.onButtonTapped = buttonTapped
    }

    /// Makes `view` show this row.
    public func attach(view: any DraftCellView) {
        view.presenter = self
        let row = DraftRow(draft: draft, kind: kind, formatting: formatting)
        view.show(title: row.title, edited: row.edited, buttonTitle: row.button)
    }

    /// The user tapped the row's button (`delete` moves the draft to the trash, `restore` brings it back); the row
    /// leaves the list once the server confirms.
    public func draftButtonTapped() { onButtonTapped() }
}
