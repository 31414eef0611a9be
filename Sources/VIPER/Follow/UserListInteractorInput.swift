import Model

/// The Following and Discover scenes' use cases, as their presenter calls them: load the users, follow or unfollow
/// one — shown at once, rolled back if the server refuses.
@MainActor
public protocol UserListInteractorInput: AnyObject {
    /// Who hears that the users changed; weak, the presenter.
    var output: (any ListInteractorOutput)? { get set }
    /// The users, as shown now.
    var users: [User] { get }
    /// Loads the users (again).
    func loadUsers()
    /// Repeats the load that failed.
    func retryLoad()
    /// Makes the viewer follow (`true`) or unfollow user `userID`.
    func setFollowing(_ isFollowing: Bool, userID: Int)
}
