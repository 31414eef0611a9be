import Foundation

/// Who is signed in: the viewer, and the bearer token the server gave them at login.
public struct Session: Hashable, Sendable {
    /// The signed-in user.
    public var viewer: User
    /// The token sent as `Authorization: Bearer <token>`.
    public var token: String

    /// Creates a session.
    public init(viewer: User, token: String) {
        self.viewer = viewer
        self.token = token
    }
}
