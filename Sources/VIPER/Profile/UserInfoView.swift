/// What the UserInfo presenter asks of its view: the user's texts, `Loading…`, the error with `Retry`.
@MainActor
public protocol UserInfoView: LoadStateView {
    /// Shows the user: the name line, `friends N`, and the avatar's address.
    func show(name: String, friends: String, avatarURL: String)
}
