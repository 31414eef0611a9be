/// The scenes the home menu lists, in menu order; the ``SceneCatalog`` says which are built in which variant.
public enum SceneID: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    case print
    case counter
    case news
    case profile
    case following
    case discover
    case voice

    /// The name on the menu and in the top bar.
    public var title: String {
        switch self {
        case .print: "Print"
        case .counter: "Counter"
        case .news: "News"
        case .profile: "Profile"
        case .following: "Following"
        case .discover: "Discover"
        case .voice: "Voice"
        }
    }

    /// One line for the home menu: what the scene shows and which seed it comes from.
    public var summary: String {
        switch self {
        case .print: "a label and a print button (seed 003)"
        case .counter: "saved counters, one-row updates (seed 004)"
        case .news: "a paged news feed (seed 002)"
        case .profile: "a scene built from self-managed modules (seeds 000, 001)"
        case .following: "the users you follow; unfollowing asks first (seed 000)"
        case .discover: "every user, filtered as you type; follow and unfollow at once (seeds 000, 002)"
        case .voice: "voice messages that play one after another (seed 000)"
        }
    }

    public var description: String { rawValue }
}
