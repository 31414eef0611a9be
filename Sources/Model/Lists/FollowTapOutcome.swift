/// What a tap on a row's `follow` / `following` button means in a Follow scene.
public enum FollowTapOutcome: Hashable, Sendable {
    /// Follow the user at once (a follow never asks).
    case follow
    /// Unfollow the user at once.
    case unfollow
    /// Ask this question (`Unfollow NAME?`) first; unfollow only if the user confirms.
    case ask(question: String)
}

extension UserListKind {
    /// What tapping `user`'s button means in this list: follow someone not followed, else unfollow — at once in
    /// Discover, after asking in Following.
    public func followTapOutcome(for user: User, formatting: FollowFormatting) -> FollowTapOutcome {
        guard user.isFollowing == true else { return .follow }
        return asksBeforeUnfollow ? .ask(question: formatting.unfollowQuestion(for: user)) : .unfollow
    }
}
