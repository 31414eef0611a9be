/// One user row as the Follow scenes show it: the name, and the button's title — `follow` or `following`, `nil` on
/// the viewer's own row.
public struct UserRow: Identifiable, Hashable, Sendable {
    /// The user's id.
    public var id: Int
    /// The name shown.
    public var name: String
    /// The button's title, if the row has a button.
    public var button: String?
}
