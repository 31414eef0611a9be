import Model

/// Performs a Follow scene's effects on the users' ``PagedList``, which reports every change back as a message.
@MainActor
public final class UserListEffectRunner: EffectRunner {
    public var send: @MainActor (UserListMessage) -> Void = { _ in }
    private let users: PagedList<User>
    private let follows: any FollowService

    /// Creates a runner for the `kind` list as `viewerID` sees it.
    public init(kind: UserListKind, viewerID: Int, users: any UserService, follows: any FollowService) {
        self.follows = follows
        self.users = PagedList(users: kind.source(viewerID: viewerID), service: users, follows: follows)
        self.users.reportChanges { [weak self] list in self?.send(.listChanged(list)) }
    }

    public func perform(_ effect: UserListEffect) {
        switch effect {
        case .load: users.reload()
        case .retry: users.retry()
        case .setFollowing(let isFollowing, let id): users.perform(.setFollowing(isFollowing), on: id)
        }
    }
}
