import Model

/// The presenter of the Following and Discover scenes (seed 000): owns the users' ``PagedList``, one
/// ``UserCellPresenter`` per row, and the scene's decision of what a tap on a row's button means.
///
/// The cell routes the tap up to its view controller, which hands it here: a follow happens at once; an unfollow
/// happens at once in Discover and after `Unfollow NAME?` in Following (``UserListKind/asksBeforeUnfollow``). The
/// rows change through their cell presenters; the table reloads only when the whole list does. Discover's search
/// field hands each edit here, and the presenter lists the users matching it (Model's ``UserSearch``); the list drops a
/// late answer to an earlier keystroke.
@MainActor
public final class UserListPresenter {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any UserListView)?

    /// Which list this is: the viewer's followings, or everyone.
    public let kind: UserListKind
    /// How many rows the table has.
    public var numberOfRows: Int { rows.cells.count }

    private let list: PagedList<User>
    private let follows: any FollowService
    private let formatting: FollowFormatting
    private lazy var rows = CellPresenterList<User, UserCellPresenter>(
        make: { [unowned self] user in
            UserCellPresenter(user: user, formatting: formatting) { [weak self] isFollowing in
                self?.setFollowing(isFollowing, userID: user.id)
            }
        },
        update: { $0.userChanged(to: $1) })
    private var awaitingUnfollow: UserCellPresenter?
    private var search = UserSearch()

    /// Creates the presenter of `kind` for `viewerID`.
    public init(kind: UserListKind, viewerID: Int, users: any UserService, follows: any FollowService) {
        self.kind = kind
        self.follows = follows
        formatting = FollowFormatting(viewerID: viewerID)
        list = PagedList(users: kind.source(viewerID: viewerID), service: users, follows: follows)
        list.onChange = { [weak self] change in
            guard let self else { return }
            self.rows.apply(change, items: self.list.items, to: self.view)
        }
    }

    /// The presenter of row `index`, for the cell that shows it.
    public func cellPresenter(at index: Int) -> UserCellPresenter { rows.cells[index] }

    // MARK: What the user did

    /// The view is ready: load the users.
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

    /// The user tapped the button of row `index`: follow at once; unfollow at once, or ask first if this scene
    /// asks. An index outside the list is ignored.
    public func followButtonTapped(at index: Int) {
        guard rows.cells.indices.contains(index) else { return }
        let cell = rows.cells[index]
        switch kind.followTapOutcome(for: cell.user, formatting: formatting) {
        case .follow:
            cell.follow()
        case .unfollow:
            cell.unfollow()
        case .ask(let question):
            awaitingUnfollow = cell
            view?.askToUnfollow(question)
        }
    }

    /// The user answered `Unfollow`: unfollow the user asked about.
    public func unfollowConfirmed() {
        defer { awaitingUnfollow = nil }
        awaitingUnfollow?.unfollow()
    }

    /// The user answered `Cancel`: nothing changes.
    public func unfollowCancelled() {
        awaitingUnfollow = nil
    }

    private func setFollowing(_ isFollowing: Bool, userID: Int) {
        list.perform(.setFollowing(isFollowing), on: userID)
    }

    /// The user selected row `index` (not its button): open that user's profile.
    public func rowSelected(at index: Int) {
        guard rows.cells.indices.contains(index) else { return }
        view?.showProfile(ofUser: rows.cells[index].userID)
    }
}
