/// A user's id and password hash, as a login checks them.
struct StoredCredentials: Sendable, Hashable {
    /// The user's id.
    let userID: Int
    /// The bcrypt hash of the user's password.
    let passwordHash: String
}
