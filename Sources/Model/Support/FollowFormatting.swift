/// The Follow scenes' text, shared by every architecture: the row's name, its button, and the unfollow question.
public struct FollowFormatting: Sendable {
    /// The signed-in user, whose own row has no button.
    public let viewerID: Int

    /// Creates the formatting for `viewerID`.
    public init(viewerID: Int) {
        self.viewerID = viewerID
    }

    /// The name a row shows: the display name.
    public func name(of user: User) -> String { user.displayName }

    /// The row's button: `following` or `follow`, or `nil` — no button — on the viewer's own row.
    public func followButtonTitle(for user: User) -> String? {
        guard user.id != viewerID else { return nil }
        return Self.followButtonTitle(isFollowing: user.isFollowing == true)
    }

    /// `following` when the viewer follows the user, else `follow`.
    public static func followButtonTitle(isFollowing: Bool) -> String {
        isFollowing ? "following" : "follow"
    }

    /// What the Following scene asks before an unfollow: `Unfollow NAME?`.
    public func unfollowQuestion(for user: User) -> String {
        "Unfollow \(name(of: user))?"
    }
}
