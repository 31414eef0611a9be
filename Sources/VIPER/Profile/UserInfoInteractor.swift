import Model

/// The UserInfo module's interactor: one user, loaded as a list of one (its `Loading…`, error and retry are the
/// Model's ``PagedList``'s).
@MainActor
public final class UserInfoInteractor: UserInfoInteractorInput {
    public weak var output: (any ListInteractorOutput)?

    private let info: PagedList<User>

    /// Creates the interactor of `userID`'s header.
    public init(userID: Int, service: any UserService) {
        info = PagedList(userInfoOf: userID, service: service)
        info.onChange = { [weak self] change in self?.output?.entitiesChanged(change) }
    }

    public var user: User? { info.item }

    public func loadUser() { info.reload() }

    public func retryLoad() { info.retry() }
}
