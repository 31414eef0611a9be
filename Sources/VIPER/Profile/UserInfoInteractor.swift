import Model

/// The UserInfo module's interactor: it owns the profile's user — a ``ListMachine`` of one, so that its `Loading…`,
/// error and retry follow Model's rules — loads it through the user service, and reports it to its presenter.
@MainActor
public final class UserInfoInteractor: UserInfoInteractorInput {
    /// Who hears about the user; weak, the presenter.
    public weak var output: (any UserInfoInteractorOutput)?

    private var info: ListMachine<User>
    private let commands: ListCommandRunner<User, ListMachine<User>.Event>

    /// Creates the interactor of `userID`'s header.
    public init(userID: Int, service: any UserService) {
        info = ListMachine(source: .user(id: userID))
        commands = ListCommandRunner(service: .users(service))
        commands.onAnswer = { [weak self] answer in self?.handle(answer) }
    }

    public func loadUser() { handle(.reloadAsked) }

    public func retryLoad() { handle(.retryAsked) }

    /// Moves the header on by `event`, reports what changed and sends what the machine asks for.
    private func handle(_ event: ListMachine<User>.Event) {
        let step = info.handle(event)
        for change in step.changes {
            switch change {
            case .reloaded, .appended, .updated, .removed: info.items.first.map { output?.userLoaded($0) }
            case .loadingChanged, .failureChanged: output?.statusChanged(info.status)
            }
        }
        commands.run(step.commands)
    }
}
