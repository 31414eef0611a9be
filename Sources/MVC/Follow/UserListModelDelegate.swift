import Model

/// Hears what changed in a ``UserListModel``, the question a tap asks, and whose profile a selection opens, so the
/// controller can redraw the table or one row, show the question, and push the profile.
@MainActor
public protocol UserListModelDelegate: AnyObject {
    /// The model's state changed as `change` describes; read the new state from the model.
    func userListModel(_ model: UserListModel, didChange change: ListChange)
    /// A tap asks `question` (`Unfollow NAME?`) first; answer with ``UserListModel/unfollowConfirmed()`` or
    /// ``UserListModel/unfollowCancelled()``.
    func userListModel(_ model: UserListModel, asksToUnfollow question: String)
    /// The user selected the row of user `userID`: their profile opens.
    func userListModel(_ model: UserListModel, didSelectUser userID: Int)
}
