import Foundation

// One protocol per area. Presenters, view models and MVC business models depend on these, never on
// `APIClient`, so that unit tests can put a fake behind them. `Live*` types in this module implement
// them over HTTP.

/// Signing in: turns a username and password into a session token kept by the client.
public protocol AuthService: Sendable {
    /// Logs in and remembers the token for later requests; answers the logged-in user.
    func login(username: String, password: String) async throws(APIError) -> User
}

/// Reading users: Discover, Following, the profile header.
public protocol UserService: Sendable {
    /// All users (`GET /users`), each with `isFollowing` when signed in.
    func users() async throws(APIError) -> [User]
    /// The users whose display name contains `query`, ignoring case (`GET /users?query=`), in id order; an empty
    /// `query` is everyone. The query is sent as given (``UserSearch/query`` is already trimmed); more than
    /// ``UserSearch/maximumLength`` characters is a 400.
    func users(matching query: String) async throws(APIError) -> [User]
    /// One user's info (`GET /users/{id}`).
    func user(id: Int) async throws(APIError) -> User
    /// The users that `userID` follows (`GET /users/{id}/following`).
    func following(of userID: Int) async throws(APIError) -> [User]
}

/// Following and unfollowing as the signed-in viewer.
public protocol FollowService: Sendable {
    /// `POST /users/{id}/follow`.
    func follow(userID: Int) async throws(APIError) -> FollowStatus
    /// `DELETE /users/{id}/follow`.
    func unfollow(userID: Int) async throws(APIError) -> FollowStatus
}

/// Blogs on a profile: paging, detail, like and share.
public protocol BlogService: Sendable {
    /// A page of `userID`'s blogs, newest first (`GET /users/{id}/blogs?offset&limit`).
    func blogs(of userID: Int, offset: Int, limit: Int) async throws(APIError) -> Page<Blog>
    /// One blog with its body (`GET /blogs/{id}`).
    func blog(id: Int) async throws(APIError) -> Blog
    /// `POST /blogs/{id}/like`; idempotent.
    func like(blogID: Int) async throws(APIError) -> LikeState
    /// `DELETE /blogs/{id}/like`; idempotent.
    func unlike(blogID: Int) async throws(APIError) -> LikeState
    /// `POST /blogs/{id}/share`.
    func share(blogID: Int) async throws(APIError) -> ShareResult
}

/// The owner's drafts and trash.
public protocol DraftService: Sendable {
    /// A page of `userID`'s drafts not in the trash (`GET /users/{id}/drafts?offset&limit`).
    func drafts(of userID: Int, offset: Int, limit: Int) async throws(APIError) -> Page<Draft>
    /// One draft with its body (`GET /drafts/{id}`).
    func draft(id: Int) async throws(APIError) -> Draft
    /// `userID`'s deleted drafts (`GET /users/{id}/trash`).
    func trash(of userID: Int) async throws(APIError) -> [Draft]
    /// Moves a draft to the trash (`POST /drafts/{id}/trash`).
    func moveToTrash(draftID: Int) async throws(APIError) -> Draft
    /// Brings a draft back from the trash (`POST /drafts/{id}/restore`).
    func restore(draftID: Int) async throws(APIError) -> Draft
}

/// The news feed of seed 002.
public protocol NewsService: Sendable {
    /// Articles `offset ..< offset + limit` of a channel (`GET /nc/article/list/{channel}/{offset}-{limit}.html`).
    func articles(channel: String, offset: Int, limit: Int) async throws(APIError) -> [NewsItem]
    /// Counts one read of an article (`POST /news/{docid}/read`); answers the new count.
    func markRead(docid: String) async throws(APIError) -> Int
}

/// The counter sets of seed 004.
public protocol CounterService: Sendable {
    /// The counters of a set (`GET /counters?set=`).
    func counters(in set: CounterSet) async throws(APIError) -> [Counter]
    /// Saves a number (`PUT /counters/{id}`); answers the saved counter.
    func save(counterID: Int, num: Int) async throws(APIError) -> Counter
}

/// Voice messages and their audio.
public protocol VoiceService: Sendable {
    /// All voice messages (`GET /voices`).
    func voices() async throws(APIError) -> [VoiceMessage]
    /// The audio bytes of one message (`GET /voices/{id}/audio`).
    func audio(id: Int) async throws(APIError) -> Data
}
