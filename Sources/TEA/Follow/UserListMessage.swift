import Model

/// What happens to a Follow scene (Following or Discover): what the user did, and the server's answers.
public enum UserListMessage: Equatable, Sendable {
    /// The view is ready.
    case viewDidLoad
    /// The user edited Discover's search field to this text.
    case searchTextChanged(String)
    /// The user tapped the `follow` / `following` button of row `at`.
    case followButtonTapped(at: Int)
    /// The user answered `Unfollow` to `Unfollow NAME?`.
    case unfollowConfirmed
    /// The user answered `Cancel`.
    case unfollowCancelled
    /// The user selected row `at`: that user's profile opens.
    case rowSelected(at: Int)
    /// The profile pushed from a row was closed.
    case profileClosed
    /// A list gesture (pull, `Retry`) or an answer: the users loaded, a follow saved.
    case list(ListMessage<User>)
}
