import Foundation

/// The body of `POST /auth/login`.
public struct LoginRequest: Codable, Hashable, Sendable {
    /// The login name, such as `alice`.
    public var username: String
    /// The password in clear; every seeded demo user's is `mvx-demo`.
    public var password: String

    /// Creates a login request.
    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }
}

/// The answer to a successful login: a bearer token and the user it belongs to.
public struct LoginResponse: Codable, Hashable, Sendable {
    /// The bearer token to send as `Authorization: Bearer <token>` on writes and private reads.
    public var token: String
    /// The logged-in user.
    public var user: User

    /// Creates a login response.
    public init(token: String, user: User) {
        self.token = token
        self.user = user
    }
}
