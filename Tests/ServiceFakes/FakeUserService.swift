import Model

/// In-memory users and the viewer's follows behind ``UserService`` and ``FollowService``: one graph, so a follow
/// shows in the lists loaded after it. Records every follow and unfollow; its ``control`` fails or holds the next
/// call.
///
/// Like the real server it refuses following yourself with a 400 and an unknown id with a 404, and repeating a
/// follow or an unfollow changes nothing.
public actor FakeUserService: UserService, FollowService {
    /// One follow or unfollow as the service received it.
    public struct FollowRequest: Hashable, Sendable {
        /// The user followed or unfollowed.
        public var userID: Int
        /// `true` for a follow, `false` for an unfollow.
        public var isFollowing: Bool

        /// Creates a request record.
        public init(userID: Int, isFollowing: Bool) {
            self.userID = userID
            self.isFollowing = isFollowing
        }
    }

    /// The signed-in viewer: ``User/sampleViewerID``.
    public let viewerID = User.sampleViewerID
    /// Every user, in id order.
    public private(set) var people: [User]
    /// Whom the viewer follows.
    public private(set) var followed: Set<Int>
    /// Every follow and unfollow, in order.
    public private(set) var followRequests: [FollowRequest] = []
    /// How many lists were loaded.
    public private(set) var loads = 0
    /// Every query ``users(matching:)`` was asked, in order.
    public private(set) var queries: [String] = []

    /// Fails or holds the next call.
    public nonisolated let control = CallControl()

    /// Creates ``User/samples``, the viewer following users 2 and 5.
    public init(followed: Set<Int> = [2, 5]) {
        self.people = User.samples
        self.followed = followed
    }

    public func users() async throws(APIError) -> [User] {
        loads += 1
        try await control.answer()
        return people.map(seen)
    }

    /// The users whose display name contains `query`, both lower-cased (enough for the samples; the server's own
    /// folding is tested against the server); records the query in ``queries``.
    public func users(matching query: String) async throws(APIError) -> [User] {
        queries.append(query)
        loads += 1
        try await control.answer()
        guard !query.isEmpty else { return people.map(seen) }
        let key = query.lowercased()
        return people.filter { $0.displayName.lowercased().contains(key) }.map(seen)
    }

    public func user(id: Int) async throws(APIError) -> User {
        try await control.answer()
        return seen(try person(id))
    }

    public func following(of userID: Int) async throws(APIError) -> [User] {
        loads += 1
        try await control.answer()
        _ = try person(userID)
        guard userID == viewerID else { return [] }
        return people.filter { followed.contains($0.id) }.map(seen)
    }

    public func follow(userID: Int) async throws(APIError) -> FollowStatus {
        try await setFollowing(true, userID: userID)
    }

    public func unfollow(userID: Int) async throws(APIError) -> FollowStatus {
        try await setFollowing(false, userID: userID)
    }

    private func setFollowing(_ isFollowing: Bool, userID: Int) async throws(APIError) -> FollowStatus {
        followRequests.append(FollowRequest(userID: userID, isFollowing: isFollowing))
        try await control.answer()
        _ = try person(userID)
        guard userID != viewerID else { throw .sample(status: 400, "You cannot follow or unfollow yourself.") }
        if isFollowing {
            followed.insert(userID)
        } else {
            followed.remove(userID)
        }
        return FollowStatus(userID: userID, isFollowing: isFollowing)
    }

    private func person(_ id: Int) throws(APIError) -> User {
        guard let user = people.first(where: { $0.id == id }) else { throw .sample(status: 404, "no user \(id)") }
        return user
    }

    private func seen(_ user: User) -> User {
        var user = user
        user.isFollowing = followed.contains(user.id)
        return user
    }
}

extension User {
    /// The viewer of the samples: user 1, `Alice Chen`.
    public static let sampleViewerID = 1

    /// Six sample users, ids 1–6, English and Chinese names: `Alice Chen` (the viewer), `Bob Martin`, `Carol Díaz`,
    /// `Dave Kim`, `王小明`, `Erin O'Neil`.
    public static let samples: [User] = [
        ("alice", "Alice Chen"), ("bob", "Bob Martin"), ("carol", "Carol Díaz"), ("dave", "Dave Kim"),
        ("xiaoming", "王小明"), ("erin", "Erin O'Neil"),
    ].enumerated().map { index, names in
        User(
            id: index + 1, username: names.0, displayName: names.1,
            avatarURL: "https://img.example.com/avatars/\(names.0).png", friendCount: 0)
    }
}
