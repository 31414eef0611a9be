/// The profile header's text (the UserInfo module), as every architecture shows it: `NAME @username`, `friends N` and
/// the avatar's address.
public struct ProfileHeader: Hashable, Sendable {
    /// `NAME @username`.
    public var name: String
    /// `friends N`.
    public var friends: String
    /// The avatar's address.
    public var avatarURL: String

    /// The header of `user`.
    public init(user: User, formatting: ProfileFormatting) {
        name = formatting.nameText(user)
        friends = formatting.friendsText(user)
        avatarURL = user.avatarURL
    }
}
