/// One user row's text in Following and Discover, as every architecture shows it: the name and the `follow` /
/// `following` button, which the viewer's own row does not have.
public struct UserRow: Identifiable, Hashable, Sendable {
    /// The user's server id.
    public var id: Int
    /// The name shown.
    public var name: String
    /// `follow`, `following`, or `nil` on the viewer's own row.
    public var button: String?

    /// The row of `user`, as the viewer `formatting` names sees it.
    public init(user: User, formatting: FollowFormatting) {
        id = user.id
        name = formatting.name(of: user)
        button = formatting.followButtonTitle(for: user)
    }
}
