/// Why a login is refused before its password is checked, and how long until the caller may try again.
struct LoginRefusal: Error, Equatable, Sendable {
    /// How long until the refusal ends.
    let retryAfter: Duration
    /// What was used up, in words for the error message.
    let reason: String
}
