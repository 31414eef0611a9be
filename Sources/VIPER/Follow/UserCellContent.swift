/// A user row as the presenter formats it for the view.
public struct UserCellContent: Hashable, Sendable {
    /// The name shown.
    public let name: String
    /// The button's title, `follow` or `following`; `nil` on the viewer's own row, which has no button.
    public let followButtonTitle: String?

    /// Creates a row's content.
    public init(name: String, followButtonTitle: String?) {
        self.name = name
        self.followButtonTitle = followButtonTitle
    }
}
