/// One draft row's text, as every architecture shows it: the title, `edited yyyy-MM-dd HH:mm` and the module's button
/// (`delete` in Drafts, `restore` in the Trash).
public struct DraftRow: Identifiable, Hashable, Sendable {
    /// The draft's server id.
    public var id: Int
    /// The title.
    public var title: String
    /// `edited yyyy-MM-dd HH:mm`.
    public var edited: String
    /// The button's title.
    public var button: String

    /// The row of `draft` in the module of `kind`.
    public init(draft: Draft, kind: DraftListKind, formatting: ProfileFormatting) {
        id = draft.id
        title = draft.title
        edited = formatting.editedText(draft)
        button = kind.buttonTitle
    }
}
