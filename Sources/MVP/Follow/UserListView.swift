/// What the Following and Discover presenter can ask of its view: redraw the table, `Loading…`, the error, the
/// unfollow question, and a user's profile. Single rows are updated through their ``UserCellView``s.
@MainActor
public protocol UserListView: AnyObject {
    /// The whole list changed (first load, refresh): ask for every row again.
    func reloadAllRows()
    /// Shows `Loading…` while the list loads, hides it when it has.
    func showLoading(_ isLoading: Bool)
    /// Shows the error, with `Retry` when `canRetry`, or hides both when `message` is `nil`. Rows stay as they are.
    func showError(_ message: String?, canRetry: Bool)
    /// Asks `question` (`Unfollow NAME?`) with `Cancel` and `Unfollow`; answer with
    /// ``UserListPresenter/unfollowConfirmed()`` or ``UserListPresenter/unfollowCancelled()``.
    func askToUnfollow(_ question: String)
    /// Opens the profile of user `userID` over this screen.
    func showProfile(ofUser userID: Int)
}
