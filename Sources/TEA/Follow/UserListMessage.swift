import Model

/// What happens to a Follow scene: what the user did, and what the users' list reported.
public enum UserListMessage: Equatable, Sendable {
    /// The view is ready.
    case viewLoaded
    /// The user pulled to refresh (an unfollowed user leaves Following now).
    case pulledToRefresh
    /// The user tapped `Retry`.
    case retryButtonTapped
    /// The user tapped the button in user `id`'s row.
    case followButtonTapped(userID: Int)
    /// The user answered `Unfollow` to the question.
    case unfollowConfirmed
    /// The user answered `Cancel` (or esc) to the question.
    case unfollowCancelled
    /// The user selected user `id`'s row (not its button): show their profile.
    case rowSelected(userID: Int)
    /// The pushed profile was closed: the list is on top again.
    case profileClosed
    /// The users' list changed: this is what it shows now.
    case listChanged(ListState<User>)
}
