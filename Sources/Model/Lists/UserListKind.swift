/// The two lists of users the Follow scenes show (SPEC §2.5): the viewer's followings, and everyone. They share the
/// row and its logic and differ in where the users come from and in one rule — whether unfollowing asks first.
public enum UserListKind: String, CaseIterable, Hashable, Sendable {
    /// The users the viewer follows (`GET /users/{id}/following`); unfollowing asks `Unfollow NAME?` first.
    case following
    /// Every user (`GET /users`); unfollowing happens at once.
    case discover

    /// The scene's title: `Following` or `Discover`.
    public var title: String {
        switch self {
        case .following: "Following"
        case .discover: "Discover"
        }
    }

    /// Whether tapping `following` asks `Unfollow NAME?` before it unfollows. A follow never asks.
    public var asksBeforeUnfollow: Bool { self == .following }

    /// Where the list's users come from, as `viewerID` sees them.
    public func source(viewerID: Int) -> UserSource {
        switch self {
        case .following: .following(of: viewerID)
        case .discover: .everyone
        }
    }
}
