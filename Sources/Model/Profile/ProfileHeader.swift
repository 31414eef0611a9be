/// The profile header's text (the UserInfo module), as every architecture shows it: `NAME @username` and `friends N`.
public struct ProfileHeader: Hashable, Sendable {
    /// `NAME @username`.
    public var name: String
    /// `friends N`.
    public var friends: String

    /// The header of `user`.
    public init(user: User, formatting: ProfileFormatting) {
        name = formatting.nameText(user)
        friends = formatting.friendsText(user)
    }
}
