import Model
import Observation

/// The view model of the Following and Discover scenes (seed 000): owns the users' ``PagedList`` and turns it into
/// observable state — the rows with `Loading…` and the error (``list``), the unfollow question — that the view
/// binds to.
///
/// The cell routes a tap on its button up to its view controller, which sends it here, and the scene decides what
/// it means: a follow at once; an unfollow at once in Discover, after ``unfollowQuestion`` is answered in Following.
/// Each user keeps one ``UserCellViewModel`` for as long as it is listed, so a follow changes that row alone.
///
/// Discover's search text is ``query``, bound both ways to the search field (seed 002's Binder layer): the field
/// writes each edit into it, and the field shows whatever the view model holds — a text cut to the 100-character
/// limit, or a search cleared from code.
@Observable
@MainActor
public final class UserListViewModel {
    /// Which list this is: the viewer's followings, or everyone.
    public let kind: UserListKind
    /// The rows, in server order, with `Loading…` and the error.
    public let list: RowList<User, UserCellViewModel>
    /// `Unfollow NAME?` while the scene waits for the user to answer it, else `nil`.
    public private(set) var unfollowQuestion: String?
    /// Discover's search text, bound both ways to the search field: setting it lists the users matching it (if the
    /// query changed, Model's ``UserSearch``), cut to ``UserSearch/maximumLength`` characters, and the field shows the
    /// value it keeps. Empty in Following, which has no search field.
    public var query: String {
        get { search.text }
        set { searchTextChanged(newValue) }
    }
    /// Where the scene goes when the user opens a row: the profile of the user with this id. The view that shows
    /// the scene sets it.
    @ObservationIgnored public var onNavigate: (@MainActor (_ userID: Int) -> Void)?

    @ObservationIgnored private let users: PagedList<User>
    @ObservationIgnored private let follows: any FollowService
    @ObservationIgnored private let formatting: FollowFormatting
    @ObservationIgnored private var awaitingUnfollow: Int?
    private var search = UserSearch()

    /// Creates the view model of `kind` for `viewerID`.
    public init(kind: UserListKind, viewerID: Int, users: any UserService, follows: any FollowService) {
        self.kind = kind
        self.follows = follows
        let formatting = FollowFormatting(viewerID: viewerID)
        self.formatting = formatting
        self.users = PagedList(users: kind.source(viewerID: viewerID), service: users, follows: follows)
        list = RowList(
            make: { UserCellViewModel(user: $0, formatting: formatting) }, update: { $0.userChanged(to: $1) })
        self.users.onChange = { [weak self] change in
            guard let self else { return }
            self.list.apply(change, items: self.users.items)
        }
    }

    // MARK: What the user did

    /// The view is ready: load the users.
    public func viewDidLoad() {
        users.reload()
    }

    /// The user pulled to refresh: load the users again (an unfollowed user leaves Following now).
    public func pulledToRefresh() {
        users.reload()
    }

    /// The user tapped `Retry`: repeat the load that failed.
    public func retryButtonTapped() {
        users.retry()
    }

    /// The user edited the search field to `text`: the same as setting ``query``.
    public func searchTextChanged(_ text: String) {
        guard kind.hasSearch, let source = search.textChanged(to: text) else { return }
        users.reload(from: source)
    }

    /// The user tapped the button of row `index`: follow at once; unfollow at once, or ask first.
    public func followButtonTapped(at index: Int) {
        guard users.items.indices.contains(index) else { return }
        let user = users.items[index]
        switch kind.followTapOutcome(for: user, formatting: formatting) {
        case .follow:
            users.perform(.setFollowing(true), on: user.id)
        case .unfollow:
            users.perform(.setFollowing(false), on: user.id)
        case .ask(let question):
            awaitingUnfollow = user.id
            unfollowQuestion = question
        }
    }

    /// The user answered `Unfollow` to ``unfollowQuestion``.
    public func unfollowConfirmed() {
        defer { (awaitingUnfollow, unfollowQuestion) = (nil, nil) }
        guard let id = awaitingUnfollow else { return }
        users.perform(.setFollowing(false), on: id)
    }

    /// The user answered `Cancel` to ``unfollowQuestion``: nothing changes.
    public func unfollowCancelled() {
        (awaitingUnfollow, unfollowQuestion) = (nil, nil)
    }

    /// The user selected this row (not its button): open that user's profile.
    public func rowSelected(at index: Int) {
        if list.rows.indices.contains(index) { onNavigate?(list.rows[index].id) }
    }
}
