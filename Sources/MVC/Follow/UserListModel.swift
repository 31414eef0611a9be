import Model

/// The business model of the Following and Discover scenes (seed 000): owns the users' ``PagedList`` — which shows
/// a follow or an unfollow at once, saves it and rolls it back on failure — and tells its delegate what changed.
///
/// The controller hands it what the user did, by row index as the table shows it. What a tap on a row's button means
/// is Model's rule (``UserListKind/followTapOutcome(for:formatting:)``): a follow at once; an unfollow at once in
/// Discover, after the delegate has asked `Unfollow NAME?` in Following. Discover's search is the model's too: each
/// edit of the field that changes the query switches the list to the users matching it (Model's ``UserSearch``), and
/// the list drops a late answer to an earlier keystroke.
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
    private var awaitingUnfollow: Int?

    /// Creates the model of `kind` for `viewerID`; it loads on ``viewDidLoad()``.
    public init(kind: UserListKind, viewerID: Int, users: any UserService, follows: any FollowService) {
        self.kind = kind
        formatting = FollowFormatting(viewerID: viewerID)
        list = PagedList(users: kind.source(viewerID: viewerID), service: users, follows: follows)
        list.onChange = { [weak self] change in
            guard let self else { return }
            self.delegate?.userListModel(self, didChange: change)
        }
    }

    // MARK: What the user did

    /// The view loaded: load the users.
    public func viewDidLoad() { list.reload() }

    /// The user pulled to refresh: load the users again (an unfollowed user leaves Following now).
    public func pulledToRefresh() { list.reload() }

    /// The user tapped `Retry`: repeat the load that failed.
    public func retryButtonTapped() { list.retry() }

    /// The user edited Discover's search field to `text`: list the users matching it, if the query changed.
    public func searchTextChanged(_ text: String) {
        guard kind.hasSearch, let source = search.textChanged(to: text) else { return }
        list.reload(from: source)
    }

    /// The user tapped the button of row `index`: follow at once; unfollow at once, or have the delegate ask first
    /// if this scene asks. An index outside the list is ignored.
    public func followButtonTapped(at index: Int) {
        guard list.items.indices.contains(index) else { return }
        let user = list.items[index]
        switch kind.followTapOutcome(for: user, formatting: formatting) {
        case .follow:
            list.perform(.setFollowing(true), on: user.id)
        case .unfollow:
            list.perform(.setFollowing(false), on: user.id)
        case .ask(let question):
            awaitingUnfollow = user.id
            delegate?.userListModel(self, asksToUnfollow: question)
        }
    }

    /// The user answered `Unfollow`: unfollow the user asked about, at once; a failure puts them back.
    public func unfollowConfirmed() {
        defer { awaitingUnfollow = nil }
        guard let userID = awaitingUnfollow else { return }
        list.perform(.setFollowing(false), on: userID)
    }

    /// The user answered `Cancel`: nothing changes.
    public func unfollowCancelled() {
        awaitingUnfollow = nil
    }

    /// The user selected row `index` (not its button): the delegate opens that user's profile. An index outside the
    /// list is ignored.
    public func rowSelected(at index: Int) {
        guard list.items.indices.contains(index) else { return }
        delegate?.userListModel(self, didSelectUser: list.items[index].id)
    }
}
