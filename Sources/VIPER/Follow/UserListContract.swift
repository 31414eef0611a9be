import Model

/// What the Following and Discover presenter asks of its passive view: which rows to draw again, `Loading…` and the
/// error (as every ``ListView``), and the unfollow question. Where a selected row leads is the router's.
@MainActor
public protocol UserListView: ListView {
    /// Asks `question` (`Unfollow NAME?`) with `Cancel` and `Unfollow`; the answer goes to
    /// ``UserListModuleInterface/unfollowConfirmed()`` or ``UserListModuleInterface/unfollowCancelled()``.
    func askToUnfollow(_ question: String)
}

/// What the Following and Discover view tells its presenter, and asks it when it draws.
@MainActor
public protocol UserListModuleInterface: AnyObject {
    /// The scene's title: `Following` or `Discover`.
    var title: String { get }
    /// How many rows the table has.
    var numberOfRows: Int { get }
    /// Row `index`'s display value, or `nil` for a row the table does not show.
    func row(at index: Int) -> UserRow?
    /// The view is ready.
    func viewDidLoad()
    /// The user pulled to refresh.
    func pulledToRefresh()
    /// The user edited Discover's search field to `text`.
    func searchTextChanged(_ text: String)
    /// The user tapped `Retry`.
    func retryButtonTapped()
    /// The user tapped the `follow`/`following` button of row `index`.
    func followButtonTapped(at index: Int)
    /// The user answered `Unfollow`.
    func unfollowConfirmed()
    /// The user answered `Cancel`.
    func unfollowCancelled()
    /// The user selected row `index` (not its button).
    func rowSelected(at index: Int)
}

/// The Following and Discover scenes' use cases, as their presenter asks for them: load the users, search them by
/// name, follow or unfollow one — shown at once, rolled back if the server refuses.
@MainActor
public protocol UserListInteractorInput: AnyObject {
    /// Loads the users (again).
    func loadUsers()
    /// Repeats what failed.
    func retryLoad()
    /// Lists the users whose name matches `text` as typed in Discover's search field, if its query changed; a late
    /// answer to an earlier text is dropped.
    func searchUsers(matching text: String)
    /// Makes the viewer follow (`true`) or unfollow user `userID`.
    func setFollowing(_ isFollowing: Bool, userID: Int)
}

/// What the Following and Discover interactor tells its presenter: the users it holds, as entities.
@MainActor
public protocol UserListInteractorOutput: AnyObject {
    /// These users replace the ones shown.
    func usersLoaded(_ users: [User])
    /// This user changed: a follow shown at once, the server's answer, or a rollback.
    func userUpdated(_ user: User)
    /// `Loading…` or the failure changed.
    func statusChanged(_ status: LoadStatus)
}

/// Where the Following and Discover scenes lead: a selected user's profile. The presenter decides when; the router
/// assembles and pushes.
@MainActor
public protocol UserListRouting: AnyObject {
    /// Opens the profile of user `userID` over this scene.
    func showProfile(ofUser userID: Int)
}
