import Model
import Observation

/// The view model of the Following and Discover scenes (seed 000): owns the users' ``PagedList`` and turns it into
/// observable state — the rows with `Loading…` and the error (``list``), the unfollow question — that the view
/// binds to.
///
/// The cell routes a tap on its button up to its view controller, which sends it here, and the scene decides what
/// it means: a follow at once; an unfollow at once in Discover, after ``unfollowQuestion`` is answered in Following.
/// Each user keeps one ``UserCellViewModel`` for as long as it is listed, so a follow changes that row alone.
@Observable
@MainActor
public final class UserListViewModel {
    /// Which list this is: the viewer's followings, or everyone.
    public let kind: UserListKind
    /// The rows, in server order, with `Loading…` and the error.
    public let list: RowList<User, UserCellViewModel>
    /// `Unfollow NAME?` while the scene waits for the user to answer it, else `nil`.
    public private(set) var unfollowQuestion: String?
    /// Where the scene goes when the user opens a row: the profile of the user with this id. The view that shows
    /// the scene sets it.
    @ObservationIgnored public var onNavigate: (@MainActor (_ userID: Int) -> Void)?

    @ObservationIgnored private let users: PagedList<User>
    @ObservationIgnored private let follows: any FollowService
    @ObservationIgnored private let formatting: FollowFormatting
    @ObservationIgnored private var awaitingUnfollow: Int?

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

    /// What the view sends when the user does something (the seed's commands: MVVM's intents are values).
    public enum Action: Hashable, Sendable {
        /// The view is ready: load the users.
        case viewDidLoad
        /// The user pulled to refresh: load the users again (an unfollowed user leaves Following now).
        case pulledToRefresh
        /// The user tapped `Retry`: repeat the load that failed.
        case retryButtonTapped
        /// The user tapped the button of this user's row: follow at once; unfollow at once, or ask first.
        case followButtonTapped(userID: Int)
        /// The user answered `Unfollow` to ``unfollowQuestion``.
        case unfollowConfirmed
        /// The user answered `Cancel` to ``unfollowQuestion``: nothing changes.
        case unfollowCancelled
        /// The user selected this row (not its button): open that user's profile.
        case rowSelected(at: Int)
    }

    /// Carries out what the user did; the answer is the work it started, for a test to await.
    public func send(_ action: Action) {
        switch action {
        case .viewDidLoad, .pulledToRefresh:
            users.reload()
        case .retryButtonTapped:
            users.retry()
        case .followButtonTapped(let id):
            return followButtonTapped(userID: id)
        case .unfollowConfirmed:
            defer { (awaitingUnfollow, unfollowQuestion) = (nil, nil) }
            guard let id = awaitingUnfollow else { return }
            users.perform(.setFollowing(false), on: id)
        case .unfollowCancelled:
            (awaitingUnfollow, unfollowQuestion) = (nil, nil)
        case .rowSelected(let index):
            if list.rows.indices.contains(index) { onNavigate?(list.rows[index].id) }
        }
    }

    private func followButtonTapped(userID id: Int) {
        guard let index = users.index(of: id) else { return }
        switch kind.followTapOutcome(for: users.items[index], formatting: formatting) {
        case .follow:
            users.perform(.setFollowing(true), on: id)
        case .unfollow:
            users.perform(.setFollowing(false), on: id)
        case .ask(let question):
            awaitingUnfollow = id
            unfollowQuestion = question
        }
    }
}
