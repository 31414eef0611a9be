import Model

/// The presenter of the Following and Discover scenes (seed 000): formats each row, decides what a tap on a row's
/// button means — follow at once; unfollow at once in Discover, after `Unfollow NAME?` in Following — and when a
/// selected row leads to a profile, which its router opens.
@MainActor
public final class UserListPresenter: ListInteractorOutput {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any UserListView)?
    /// Which list this is: the viewer's followings, or everyone.
    public let kind: UserListKind

    private let interactor: any UserListInteractorInput
    private let router: any UserListRouting
    private let formatting: FollowFormatting
    private var awaitingUnfollow: Int?

    /// Creates the presenter of `kind` for `viewerID` over `interactor`, whose output it becomes; `router` opens
    /// what a selection leads to.
    public init(
        kind: UserListKind, viewerID: Int, interactor: any UserListInteractorInput, router: any UserListRouting
    ) {
        self.kind = kind
        self.interactor = interactor
        self.router = router
        formatting = FollowFormatting(viewerID: viewerID)
        interactor.output = self
    }

    /// How many rows the table has.
    public var numberOfRows: Int { interactor.users.count }

    /// Row `index` as the view shows it.
    public func content(at index: Int) -> UserCellContent {
        let user = interactor.users[index]
        return UserCellContent(
            name: formatting.name(of: user), followButtonTitle: formatting.followButtonTitle(for: user))
    }

    // MARK: What the user did

    /// The view is ready: load the users.
    public func viewDidLoad() { interactor.loadUsers() }

    /// The user pulled to refresh: load the users again (an unfollowed user leaves Following now).
    public func pulledToRefresh() { interactor.loadUsers() }

    /// The user tapped `Retry`.
    public func retryButtonTapped() { interactor.retryLoad() }

    /// The user tapped the button of row `index`: follow at once; unfollow at once, or ask first if this scene asks.
    public func followButtonTapped(at index: Int) {
        guard interactor.users.indices.contains(index) else { return }
        let user = interactor.users[index]
        switch kind.followTapOutcome(for: user, formatting: formatting) {
        case .follow:
            interactor.setFollowing(true, userID: user.id)
        case .unfollow:
            interactor.setFollowing(false, userID: user.id)
        case .ask(let question):
            awaitingUnfollow = user.id
            view?.askToUnfollow(question)
        }
    }

    /// The user answered `Unfollow`: unfollow the user asked about.
    public func unfollowConfirmed() {
        defer { awaitingUnfollow = nil }
        guard let userID = awaitingUnfollow else { return }
        interactor.setFollowing(false, userID: userID)
    }

    /// The user answered `Cancel`: nothing changes.
    public func unfollowCancelled() {
        awaitingUnfollow = nil
    }

    /// The user selected row `index` (not its button): the router opens that user's profile.
    public func rowSelected(at index: Int) {
        guard interactor.users.indices.contains(index) else { return }
        router.showProfile(ofUser: interactor.users[index].id)
    }

    // MARK: What the interactor reported

    public func entitiesChanged(_ change: ListChange) {
        view?.show(change)
    }
}
