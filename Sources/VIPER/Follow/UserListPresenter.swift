import Model

/// The presenter of the Following and Discover scenes (seed 000): turns the users its interactor reports into rows
/// (Model's ``UserRow``), decides what a tap on a row's button means — follow at once; unfollow at once in Discover,
/// after `Unfollow NAME?` in Following — and when a selected row leads to a profile, which its router opens.
@MainActor
public final class UserListPresenter: UserListModuleInterface, UserListInteractorOutput {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any UserListView)?
    /// Which list this is: the viewer's followings, or everyone.
    public let kind: UserListKind

    private let interactor: any UserListInteractorInput
    private let router: any UserListRouting
    private let formatting: FollowFormatting
    private var users: [User] = []
    private var rows = ShownRows<UserRow>()
    private var status = LoadStatus()
    private var awaitingUnfollow: Int?

    /// Creates the presenter of `kind` for `viewerID` over `interactor`; `router` opens what a selection leads to.
    /// The assembly makes it the interactor's output.
    public init(
        kind: UserListKind, viewerID: Int, interactor: any UserListInteractorInput, router: any UserListRouting
    ) {
        self.kind = kind
        self.interactor = interactor
        self.router = router
        formatting = FollowFormatting(viewerID: viewerID)
    }

    public var title: String { kind.title }

    public var numberOfRows: Int { rows.count }

    public func row(at index: Int) -> UserRow? { rows.row(at: index) }

    // MARK: What the user did

    public func viewDidLoad() { interactor.loadUsers() }

    /// Loads the users again (an unfollowed user leaves Following now).
    public func pulledToRefresh() { interactor.loadUsers() }

    public func retryButtonTapped() { interactor.retryLoad() }

    /// The interactor lists the users matching the text.
    public func searchTextChanged(_ text: String) { interactor.searchUsers(matching: text) }

    /// Follows at once; unfollows at once, or asks first if this scene asks.
    public func followButtonTapped(at index: Int) {
        guard users.indices.contains(index) else { return }
        let user = users[index]
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

    public func unfollowConfirmed() {
        defer { awaitingUnfollow = nil }
        guard let userID = awaitingUnfollow else { return }
        interactor.setFollowing(false, userID: userID)
    }

    public func unfollowCancelled() {
        awaitingUnfollow = nil
    }

    /// The router opens the selected user's profile.
    public func rowSelected(at index: Int) {
        guard let row = rows.row(at: index) else { return }
        router.showProfile(ofUser: row.id)
    }

    // MARK: What the interactor reported

    public func usersLoaded(_ users: [User]) {
        self.users = users
        rows.replace(with: users.map { UserRow(user: $0, formatting: formatting) })
        view?.reloadAllRows()
    }

    public func userUpdated(_ user: User) {
        guard let index = rows.update(UserRow(user: user, formatting: formatting)) else { return }
        users[index] = user
        view?.reloadRows([index])
    }

    public func statusChanged(_ status: LoadStatus) {
        view?.show(status, over: self.status)
        self.status = status
    }
}
