import Model

/// The business model of the Following and Discover scenes (seed 000): owns the users' ``PagedList`` — which shows
/// a follow or an unfollow at once, saves it and rolls it back on failure — and tells its delegate what changed.
///
/// It knows nothing of taps and questions: what a tap on a row's button means is the hosting controller's decision.
/// Discover's search is the model's: each edit of the field that changes the query switches the list to the users
/// matching it (Model's ``UserSearch``), and the list drops a late answer to an earlier keystroke.
@MainActor
public final class UserListModel {
    /// Hears every change; weak, because the controller owns the model.
    public weak var delegate: (any UserListModelDelegate)?

    /// Which list this is: the viewer's followings, or everyone.
    public let kind: UserListKind
    /// The rows' texts.
    public let formatting: FollowFormatting
    /// The users shown, in server order.
    public var users: [User] { list.items }
    /// Whether the list is loading: what `Loading…` shows.
    public var isLoading: Bool { list.isLoading }
    /// Why the last action failed, if it did.
    public var failure: ListFailure? { list.failure }
    /// Discover's search field: the text as typed and the query it asks for.
    public private(set) var search = UserSearch()

    private let list: PagedList<User>
    private let follows: any FollowService

    /// Creates the model of `kind` for `viewerID`; it loads on ``load()``.
    public init(kind: UserListKind, viewerID: Int, users: any UserService, follows: any FollowService) {
        self.kind = kind
        self.follows = follows
        formatting = FollowFormatting(viewerID: viewerID)
        list = PagedList(users: kind.source(viewerID: viewerID), service: users, follows: follows)
        list.onChange = { [weak self] change in
            guard let self else { return }
            self.delegate?.userListModel(self, didChange: change)
        }
    }

    /// Loads the users (again): the first load, or a pull to refresh.
    public func load() { list.reload() }

    /// Repeats the load that failed.
    public func retry() { list.retry() }

    /// The user edited Discover's search field to `text`: list the users matching it, if the query changed.
    public func searchTextChanged(_ text: String) {
        guard kind.hasSearch, let source = search.textChanged(to: text) else { return }
        list.reload(from: source)
    }

    /// Follows user `userID`: the row shows it at once, and a failure puts it back.
    public func follow(userID: Int) {
        list.perform(.setFollowing(true), on: userID)
    }

    /// Unfollows user `userID`: the row shows it at once, and a failure puts it back.
    public func unfollow(userID: Int) {
        list.perform(.setFollowing(false), on: userID)
    }
}
