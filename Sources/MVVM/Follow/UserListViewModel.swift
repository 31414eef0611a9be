import Model
import Observation

/// The view model of the Following and Discover scenes (seed 000): owns the users' ``PagedList`` and turns it into
/// observable state — the rows, `Loading…`, the error, the unfollow question — that the view binds to.
///
/// The cell routes a tap on its button up to its view controller, which sends it here, and the scene decides what
/// it means: a follow at once; an unfollow at once in Discover, after ``unfollowQuestion`` is answered in Following.
/// Each user keeps one ``UserCellViewModel`` for as long as it is listed, so a follow changes that row alone.
@Observable
@MainActor
public final class UserListViewModel {
    /// Which list this is: the viewer's followings, or everyone.
    public let kind: UserListKind
    /// The rows, in server order.
    public private(set) var rows: [UserCellViewModel] = []
    /// Whether the list is loading: what `Loading…` shows.
    public private(set) var isLoading = false
    /// The error shown, if the last action failed.
    public private(set) var errorMessage: String?
    /// Whether `Retry` shows with the error.
    public private(set) var canRetry = false
    /// `Unfollow NAME?` while the scene waits for the user to answer it, else `nil`.
    public private(set) var unfollowQuestion: String?

    @ObservationIgnored private let list: PagedList<User>
    @ObservationIgnored private let follows: any FollowService
    @ObservationIgnored private let formatting: FollowFormatting
    @ObservationIgnored private var awaitingUnfollow: Int?

    /// Creates the view model of `kind` for `viewerID`.
    public init(kind: UserListKind, viewerID: Int, users: any UserService, follows: any FollowService) {
        self.kind = kind
        self.follows = follows
        formatting = FollowFormatting(viewerID: viewerID)
        list = PagedList(users: kind, viewerID: viewerID, service: users)
        list.onChange = { [weak self] change in self?.listChanged(change) }
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
    }

    /// Carries out what the user did; the answer is the work it started, for a test to await.
    @discardableResult
    public func send(_ action: Action) -> Task<Void, Never> {
        switch action {
        case .viewDidLoad, .pulledToRefresh:
            return list.reload()
        case .retryButtonTapped:
            return list.retry()
        case .followButtonTapped(let id):
            return followButtonTapped(userID: id)
        case .unfollowConfirmed:
            defer { (awaitingUnfollow, unfollowQuestion) = (nil, nil) }
            guard let id = awaitingUnfollow else { return Task {} }
            return list.setFollowing(false, userID: id, using: follows)
        case .unfollowCancelled:
            (awaitingUnfollow, unfollowQuestion) = (nil, nil)
            return Task {}
        }
    }

    private func followButtonTapped(userID id: Int) -> Task<Void, Never> {
        guard let index = list.index(of: id) else { return Task {} }
        let user = list.items[index]
        if user.isFollowing != true { return list.setFollowing(true, userID: id, using: follows) }
        guard kind.asksBeforeUnfollow else { return list.setFollowing(false, userID: id, using: follows) }
        awaitingUnfollow = id
        unfollowQuestion = formatting.unfollowQuestion(for: user)
        return Task {}
    }

    // MARK: What the view observes

    private func listChanged(_ change: ListChange) {
        switch change {
        case .reloaded, .appended, .removed:
            let kept = Dictionary(rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            rows = list.items.map { user in
                guard let row = kept[user.id] else { return UserCellViewModel(user: user, formatting: formatting) }
                row.userChanged(to: user)
                return row
            }
        case .updated(let indices):
            for index in indices { rows[index].userChanged(to: list.items[index]) }
        case .loadingChanged(let isLoading):
            self.isLoading = isLoading
        case .failureChanged(let failure):
            errorMessage = failure?.message
            canRetry = failure?.isRetryable ?? false
        }
    }
}
