import Model

/// The UserInfo module's state (seed 000): one user, loaded as a list of one, written as the header shows it.
public struct UserInfoState: SceneState {
    /// What happens to the module.
    public enum Message: Equatable, Sendable {
        /// The scene says when: load the user.
        case fetch
        /// The user tapped `Retry`.
        case retryButtonTapped
        /// The user tapped `details`; the scene decides where it leads.
        case detailsTapped
        /// The user's list of one changed.
        case infoChanged(ListState<User>)
    }

    /// The work it asks for, on its Model list.
    public enum Effect: Hashable, Sendable {
        /// Load the user.
        case load
        /// Repeat the load that failed.
        case retry
    }

    /// The user, `Loading…` and the error.
    public var info = ListState<User>()
    private let formatting: ProfileFormatting

    /// Creates the module's state, written with `formatting`.
    public init(formatting: ProfileFormatting) {
        self.formatting = formatting
    }

    /// The user, once loaded.
    public var user: User? { info.items.first }
    /// `Alice Chen @alice`, once loaded.
    public var name: String? { user.map(formatting.nameText) }
    /// `friends N`, once loaded.
    public var friends: String? { user.map(formatting.friendsText) }

    public mutating func update(_ message: Message) -> [Effect] {
        switch message {
        case .fetch: return [.load]
        case .retryButtonTapped: return [.retry]
        case .detailsTapped: return []
        case .infoChanged(let info):
            self.info = info
            return []
        }
    }
}
