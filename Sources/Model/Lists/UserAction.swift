extension User: ListItem {
    /// Whom a list of users shows.
    public typealias Source = UserSource
    /// `follow` and `following`.
    public typealias Action = UserAction
}

/// Where a list of users comes from.
public enum UserSource: Hashable, Sendable {
    /// The users `viewerID` follows (`GET /users/{id}/following`), in one load.
    case following(of: Int)
    /// Every user whose name contains `query`, ignoring case and width (`GET /users?query=`), in one load; an empty
    /// or blank `query` is everyone (`GET /users`). Discover's search (``UserSearch``) makes it.
    case everyone(matching: String)
    /// One user's info (`GET /users/{id}`), as a list of one.
    case user(id: Int)

    /// Loads the users, all at once.
    public func fetch(using service: any UserService) async throws(APIError) -> PageBatch<User> {
        switch self {
        case .following(let viewerID): PageBatch(items: try await service.following(of: viewerID), hasMore: false)
        case .everyone(let query):
            PageBatch(items: try await service.users(matching: UserSearch.query(for: query)), hasMore: false)
        case .user(let id): PageBatch(items: [try await service.user(id: id)], hasMore: false)
        }
    }
}

/// What a user can do to one user row: follow or unfollow, shown at once and rolled back if the server refuses.
public enum UserAction: ListAction {
    /// Follow (`true`) or unfollow (`false`); asking for what the row already shows sends nothing.
    case setFollowing(Bool)

    /// Shown at once.
    public var style: ListActionStyle { .optimistic }

    /// The row's button flips.
    public func change(_ user: inout User) {
        switch self {
        case .setFollowing(let isFollowing): user.isFollowing = isFollowing
        }
    }

    /// Keeps what the server answered.
    public func confirm(_ user: inout User, with status: FollowStatus) {
        user.isFollowing = status.isFollowing
    }

    /// Sends what the row now shows: `POST` or `DELETE /users/{id}/follow`.
    public func send(_ user: User, using service: any FollowService) async throws(APIError) -> FollowStatus {
        user.isFollowing == true
            ? try await service.follow(userID: user.id) : try await service.unfollow(userID: user.id)
    }
}

extension ListService where Item == User {
    /// Users loaded through `service`, followed and unfollowed through `follows`.
    public static func users(_ service: any UserService, follows: any FollowService) -> ListService {
        ListService(
            fetch: { source, _ throws(APIError) in try await source.fetch(using: service) },
            perform: { action, user throws(APIError) in try await action.send(user, using: follows) })
    }

    /// Users loaded through `service`, for a list that never follows anyone (a profile header).
    public static func users(_ service: any UserService) -> ListService {
        users(service, follows: NoFollowService())
    }
}

extension PagedList where Item == User {
    /// The users of `source`, followed and unfollowed through `follows`.
    public convenience init(users source: UserSource, service: any UserService, follows: any FollowService) {
        self.init(source: source, service: .users(service, follows: follows))
    }

    /// One user's info (`GET /users/{id}`), as a list of one that cannot be acted on.
    public convenience init(userInfoOf userID: Int, service: any UserService) {
        self.init(source: .user(id: userID), service: .users(service))
    }
}

/// The follow service of a list that never follows anyone (a profile header): every call is refused.
struct NoFollowService: FollowService {
    func follow(userID: Int) async throws(APIError) -> FollowStatus {
        throw .invalidRequest(reason: "this list cannot follow")
    }
    func unfollow(userID: Int) async throws(APIError) -> FollowStatus {
        throw .invalidRequest(reason: "this list cannot follow")
    }
}
