import Model

/// The state of a screen the Profile scene pushes (`BlogDetail`, `UserDetail`, `DraftDetail`): its content, loaded
/// and formatted by Model's ``Model/DetailLoader`` as a list of one.
public struct ProfileDetailState: SceneState {
    /// What happens to the screen.
    public enum Message: Equatable, Sendable {
        /// `Retry`.
        case retryButtonTapped
        /// The content's list of one changed.
        case contentChanged(ListState<DetailContent>)
    }

    /// The work it asks for.
    public enum Effect: Hashable, Sendable {
        /// Load this detail's content.
        case load(ProfileDetail)
        /// Repeat the load that failed.
        case retry
    }

    /// What is shown.
    public let detail: ProfileDetail
    /// The content, `Loading…` and the error.
    public var content = ListState<DetailContent>()

    /// Creates the state of `detail`'s screen, before it loads.
    public init(detail: ProfileDetail) {
        self.detail = detail
    }

    /// The content, once loaded.
    public var loaded: DetailContent? { content.items.first { $0.id == detail } }

    public mutating func update(_ message: Message) -> [Effect] {
        switch message {
        case .retryButtonTapped: return [.retry]
        case .contentChanged(let content):
            guard content.items.allSatisfy({ $0.id == detail }) else { return [] }
            self.content = content
            return []
        }
    }
}
