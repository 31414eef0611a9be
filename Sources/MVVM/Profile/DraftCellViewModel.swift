import Model
import Observation

/// One Drafts or Trash row's view model: the draft's texts and the row's button, which it passes to the module's
/// list.
@Observable
@MainActor
public final class DraftCellViewModel: Identifiable {
    /// The draft's id.
    public let id: Int
    /// The title.
    public let title: String
    /// `edited yyyy-MM-dd HH:mm`.
    public let edited: String
    /// The button's title: `delete` or `restore`.
    public let buttonTitle: String

    @ObservationIgnored private let onButtonTapped: @MainActor () -> Void

    init(
        draft: Draft, formatting: ProfileFormatting, buttonTitle: String,
        onButtonTapped: @escaping @MainActor () -> Void
    ) {
        id = draft.id
        title = draft.title
        edited = formatting.editedText(draft)
        self.buttonTitle = buttonTitle
        self.onButtonTapped = onButtonTapped
    }

    /// What the user does to a row.
    public enum Action: Hashable, Sendable {
        /// The row's button: `delete` moves the draft to the trash, `restore` brings it back.
        case buttonTapped
    }

    /// Carries out what the user did; the row leaves the list once the server confirms.
    public func send(_ action: Action) {
        switch action {
        case .buttonTapped: onButtonTapped()
        }
    }
}
