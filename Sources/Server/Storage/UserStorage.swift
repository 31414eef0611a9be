import Model

/// Users and the follow graph, behind one seam so that the server can run on SQLite or another database.
///
/// Every method throws ``APIFailure`` for what the caller got wrong (an unknown id: 404; following oneself: 400);
/// any other error is the database's own failure.
protocol UserStorage: Sendable {
    /// Every user whose display name contains `query` (all of them when `nil`), in id order; `isFollowing` is `nil`
    /// without a `viewer`.
    func all(viewer: Int?, matching query: UserNameQuery?) async throws -> [User]
    /// One user; 404 if there is none with `id`.
    func user(id: Int, viewer: Int?) async throws -> User
    /// The users `id` follows, in id order; 404 for an unknown `id`.
    func following(of id: Int, viewer: Int?) async throws -> [User]
    /// Makes `viewer` follow (or stop following) `id`; repeating it changes nothing.
    func setFollowing(_ isFollowing: Bool, id: Int, viewer: Int) async throws -> FollowStatus
}

extension UserStorage {
    /// Every user in id order; `isFollowing` is `nil` without a `viewer`.
    func all(viewer: Int?) async throws -> [User] {
        try await all(viewer: viewer, matching: nil)
    }
}
