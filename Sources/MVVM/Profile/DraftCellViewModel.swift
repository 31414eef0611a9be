import Model
import Observation

/// One draft row's view model: its text (Model's ``Model/DraftRow``), which does not change while shown — a moved
/// draft leaves the list — and its button's input.
@Observable
@MainActor
public final class DraftCellViewModel: Identifiable {
    /// The draft's id.
    public let id: Int
    /// What the row shows.
    public let row: DraftRow

    @ObservationIgnored private let onButtonTapped: @MainActor () -> Void

    init(
        draft: Draft, kind: DraftListKind, formatting: ProfileFormatting,
        onButtonTapped: @escaping @MainActor () -> Void
    ) {
        id = draft.id
        row = DraftRow(draft: draft, kind: kind, formatting: formatting)
        self.onButtonTapped = onButtonTapped
    }

    /// The user tapped the row's button (`delete` or `restore`).
    public func draftButtonTapped() {
        onButtonTapped()
    }
}
