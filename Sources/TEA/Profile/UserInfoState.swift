import Model

/// The UserInfo module's state: the profile's user, loaded as a list of one by Model's ``Model/ListMachine``.
public struct UserInfoState: Sendable {
    /// The user, `Loading…` and the error.
    public var list: ListMachine<User>
    private let formatting: ProfileFormatting

    /// The module of `userID`, before its first load.
    public init(userID: Int, formatting: ProfileFormatting) {
        list = ListMachine(source: .user(id: userID))
        self.formatting = formatting
    }

    /// The user, once loaded.
    public var user: User? { list.items.first }
    /// The header's text, once loaded.
    public var header: ProfileHeader? { user.map { ProfileHeader(user: $0, formatting: formatting) } }
}
