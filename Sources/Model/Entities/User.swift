import Foundation

/// A person using MVX: the profile header, the Discover and Following lists, a blog's author.
public struct User: Codable, Hashable, Sendable, Identifiable {
    /// The server's id for this user.
    public var id: Int
    /// The unique login name, such as `alice`.
    public var username: String
    /// The name shown on screen; may contain wide (CJK) characters.
    public var displayName: String
    /// Where the avatar image lives (the terminal draws a placeholder for it).
    public var avatarURL: String
    /// How many friends this user has: users who follow this user and whom this user follows back.
    public var friendCount: Int
    /// How many users this user follows.
    public var followingCount: Int
    /// How many users follow this user.
    public var followerCount: Int
    /// Whether the viewer follows this user; `nil` when the request carried no token.
    public var isFollowing: Bool?

    /// Creates a user from its wire fields.
    public init(
        id: Int, username: String, displayName: String, avatarURL: String, friendCount: Int, followingCount: Int = 0,
        followerCount: Int = 0, isFollowing: Bool? = nil
    ) {
        self.id = id
        self.username = username
        self.displayName = displayName
        self.avatarURL = avatarURL
        self.friendCount = friendCount
        self.followingCount = followingCount
        self.followerCount = followerCount
        self.isFollowing = isFollowing
    }
}

/// The answer to follow and unfollow: where the relationship stands now.
public struct FollowStatus: Codable, Hashable, Sendable {
    /// The user who is (or is no longer) followed.
    public var userID: Int
    /// Whether the caller follows `userID` after the request.
    public var isFollowing: Bool

    /// Creates a follow status.
    public init(userID: Int, isFollowing: Bool) {
        self.userID = userID
        self.isFollowing = isFollowing
    }
}

/// How a follow button looks and behaves: settled in either state, or waiting for the server.
public enum FollowState: String, Codable, Hashable, Sendable {
    /// The viewer does not follow the user; the button reads `follow`.
    case notFollowing
    /// The viewer follows the user; the button reads `following`.
    case following

    /// Builds the state from the server's flag (`nil` counts as not following).
    public init(isFollowing: Bool?) {
        self = isFollowing == true ? .following : .notFollowing
    }

    /// The state after the user taps the button.
    public var toggled: FollowState { self == .following ? .notFollowing : .following }
}
