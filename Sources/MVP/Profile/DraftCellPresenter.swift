import Model

/// One Drafts or Trash row's presenter: the draft's texts and the row's button, which it passes to the module's list.
@MainActor
public final class DraftCellPresenter {
    /// The draft.
    public let draft: Draft

    private let formatting: ProfileFormatting
    private let buttonTitle: String
    private let onButtonTapped: @MainActor () -> Void

    init(
        draft: Draft, formatting: ProfileFormatting, buttonTitle: String,
        buttonTapped: @escaping @MainActor () -> Void
    ) {
        self.draft = draft
        self.formatting = formatting
        self.buttonTitle = buttonTitle
        self.onButtonTapped = buttonTapped
    }

    /// Makes `view` show this row.
    public func attach(view: any DraftCellView) {
        view.presenter = self
        view.show(title: draft.title, edited: formatting.editedText(draft), buttonTitle: buttonTitle)
    }

    /// The user tapped the row's button (`delete` moves the draft to the trash, `restore` brings it back); the row
    /// leaves the list once the server confirms.
    public func buttonTapped() { onButtonTapped() }
}
