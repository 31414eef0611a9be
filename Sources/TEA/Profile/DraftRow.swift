/// One Drafts or Trash row as the module shows it: title, `edited yyyy-MM-dd HH:mm`, and the button's title.
public struct DraftRow: Identifiable, Hashable, Sendable {
    /// The draft's id.
    public var id: Int
    /// The title.
    public var title: String
    /// `edited yyyy-MM-dd HH:mm`.
    public var edited: String
    /// `delete` or `restore`.
    public var button: String
}
