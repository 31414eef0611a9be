/// The two lists of users the Follow scenes show: the viewer's followings, and everyone. They share the
/// row and its logic and differ in where the users come from and in one rule — whether unfollowing asks first.
public enum UserListKind: String, CaseIterable, Hashable, Sendable {
    /// The users the viewer follows (`GET /users/{id}/following`); unfollowing asks `Unfollow NAME?` first.
    case following
    /// Every user (`GET /users`), filtered by the search field (``UserSearch``); unfollowing happens at once.
    case discover

    /// The scene's title: `Following` or `Discover`.
    public var title: String {
        switch self {
        case .following: "Following"
        case .discover: "Discover"
        }
    }

    /// Whether the scene has a search field above its list (Discover).
    public var hasSearch: Bool { self == .discover }

    /// The most characters the scene's search field holds (``UserSearch/maximumLength``), or `nil` when the scene
    /// has no search field.
    public var searchMaxLength: Int? { hasSearch ? UserSearch.maximumLength : nil }

    /// Whether tapping `following` asks `Unfollow NAME?` before it unfollows. A follow never asks.
    public var asksBeforeUnfollow: Bool { self == .following }

    /// Where the list's users come from, as `viewerID` sees them, before any search.
    public func source(viewerID: Int) -> UserSource {
        switch self {
        case .following: .following(of: viewerID)
        case .discover: UserSearch().source
        }
    }
}
