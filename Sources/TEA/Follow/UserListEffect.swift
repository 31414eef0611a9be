/// The work a Follow scene asks for, all of it on the users' Model list.
public enum UserListEffect: Hashable, Sendable {
    /// Load the users.
    case load
    /// Repeat the load that failed.
    case retry
    /// Follow (`true`) or unfollow user `userID`: shown at once, saved, rolled back on failure.
    case setFollowing(Bool, userID: Int)
}
