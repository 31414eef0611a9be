import Model

/// In-memory users behind ``UserService``; its ``control`` fails or holds the next call.
public actor FakeUserService: UserService {
    /// The users, by id order.
    public private(set) var users: [User]
    /// Who follows whom, as (follower, followee) ids.
    public private(set) var follows: Set<[Int]>

    /// Fails or holds the next call.
    public nonisolated let control = CallControl()

    /// Creates `users` and the follow graph `follows` (follower id → followee ids).
    public init(users: [User] = FakeUserService.sampleUsers, follows: [Int: [Int]] = [1: [2, 3], 2: [1]]) {
        self.users = users
        self.follows = Set(follows.flatMap { follower, followees in followees.map { [follower, $0] } })
    }

    /// alice (1), bob (2), carol (3).
    public static let sampleUsers = [
        User(
            id: 1, username: "alice", displayName: "Alice", avatarURL: "https://img.example.com/alice.png",
            friendCount: 0),
        User(id: 2, username: "bob", displayName: "Bob", avatarURL: "https://img.example.com/bob.png", friendCount: 0),
        User(
            id: 3, username: "carol", displayName: "Carol", avatarURL: "https://img.example.com/carol.png",
            friendCount: 0),
    ]

    public func users() async throws(APIError) -> [User] {
        try await control.answer()
        return users.map(counted)
    }

    public func user(id: Int) async throws(APIError) -> User {
        try await control.answer()
        guard let user = users.first(where: { $0.id == id }) else { throw .sample(status: 404, "no user \(id)") }
        return counted(user)
    }

    public func following(of userID: Int) async throws(APIError) -> [User] {
        try await control.answer()
        return users.filter { follows.contains([userID, $0.id]) }.map(counted)
    }

    private func counted(_ user: User) -> User {
        var user = user
        user.followingCount = follows.filter { $0[0] == user.id }.count
        user.followerCount = follows.filter { $0[1] == user.id }.count
        user.friendCount = follows.filter { $0[0] == user.id && follows.contains([$0[1], user.id]) }.count
        return user
    }
}
