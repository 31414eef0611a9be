/// What the Following and Discover presenter can ask of its view: a list's changes, `Loading…` and the error (as
/// every ``ListView``), the unfollow question, and a user's profile. Single rows are updated through their
/// ``UserCellView``s.
@MainActor
public protocol UserListView: ListView {
    /// Asks `question` (`Unfollow NAME?`) with `Cancel` and `Unfollow`; answer with
    /// ``UserListPresenter/unfollowConfirmed()`` or ``UserListPresenter/unfollowCancelled()``.
    func askToUnfollow(_ question: String)
    /// Opens the profile of user `userID` over this screen.
    func showProfile(ofUser userID: Int)
}
