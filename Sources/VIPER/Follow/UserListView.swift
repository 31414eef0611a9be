/// What the Following and Discover presenter can ask of its view: a list's changes, `Loading…` and the error (as
/// every ``ListView``), and the unfollow question. Where a selected row leads is the router's, not the view's.
@MainActor
public protocol UserListView: ListView {
    /// Asks `question` (`Unfollow NAME?`) with `Cancel` and `Unfollow`; the answer goes to
    /// ``UserListPresenter/unfollowConfirmed()`` or ``UserListPresenter/unfollowCancelled()``.
    func askToUnfollow(_ question: String)
}
