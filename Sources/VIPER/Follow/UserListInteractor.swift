import Model

/// The Following and Discover scenes' interactor (seed 000): owns the users' ``PagedList`` of its kind and saves
/// follows through the follow service, optimistically, as the Model's list does it.
@MainActor
public final class UserListInteractor: UserListInteractorInput {
    public weak var output: (any ListInteractorOutput)?

    private let list: PagedList<User>
    private let follows: any FollowService

    /// Creates the interactor of the `kind` list as `viewerID` sees it.
    public init(kind: UserListKind, viewerID: Int, users: any UserService, follows: any FollowService) {
        self.follows = follows
        list = PagedList(users: kind.source(viewerID: viewerID), service: users, follows: follows)
        list.onChange = { [weak self] change in self?.output?.entitiesChanged(change) }
    }

    public var users: [User] { list.items }

    public func loadUsers() { list.reload() }

    public func retryLoad() { list.retry() }

    public func setFollowing(_ isFollowing: Bool, userID: Int) {
        list.perform(.setFollowing(isFollowing), on: userID)
    }
}
