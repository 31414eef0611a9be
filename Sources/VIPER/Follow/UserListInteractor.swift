import Model

/// The Following and Discover scenes' interactor (seed 000): it owns the users — a ``ListMachine`` of them, whose
/// rules (the optimistic follow and its rollback) are Model's — carries out what the machine asks on the user and
/// follow services, and reports the users that changed to its presenter. Discover's search is its use case too: the
/// text's rule is Model's ``UserSearch``, and a new query switches the machine's source.
@MainActor
public final class UserListInteractor: UserListInteractorInput {
    /// Who hears about the users; weak, the presenter.
    public weak var output: (any UserListInteractorOutput)?

    private let kind: UserListKind
    private var users: ListMachine<User>
    private var search = UserSearch()
    private let commands: ListCommandRunner<User, ListMachine<User>.Event>

    /// Creates the interactor of the `kind` list as `viewerID` sees it.
    public init(kind: UserListKind, viewerID: Int, users service: any UserService, follows: any FollowService) {
        self.kind = kind
        users = ListMachine(source: kind.source(viewerID: viewerID))
        commands = ListCommandRunner(service: .users(service, follows: follows))
        commands.onAnswer = { [weak self] answer in self?.handle(answer) }
    }

    public func loadUsers() { handle(.reloadAsked) }

    public func retryLoad() { handle(.retryAsked) }

    public func searchUsers(matching text: String) {
        guard kind.hasSearch, let source = search.textChanged(to: text) else { return }
        handle(.sourceSwitched(source))
    }

    public func setFollowing(_ isFollowing: Bool, userID: Int) {
        handle(.actionAsked(.setFollowing(isFollowing), on: userID))
    }

    /// Moves the users on by `event`, reports what changed and sends what the machine asks for.
    private func handle(_ event: ListMachine<User>.Event) {
        let step = users.handle(event)
        report(step.changes)
        commands.run(step.commands)
    }

    private func report(_ changes: [ListChange]) {
        for change in changes {
            switch change {
            case .reloaded, .appended, .removed: output?.usersLoaded(users.items)
            case .updated(let rows): rows.forEach { output?.userUpdated(users.items[$0]) }
            case .loadingChanged, .failureChanged: output?.statusChanged(users.status)
            }
        }
    }

}
