/// Why a login is refused before its password is checked, and how long until the caller may try again.
struct LoginRefusal: Error, Equatable, Sendable {
    /// How long until the refusal ends.
    let retryAfter: Duration
    /// What was used up, in words for the error message.
    let reason: String

    /// The words for a name used up from one address.
    static let userReason = "too many failed logins for this username from this address"
    /// The words for an address used up.
    static let clientReason = "too many failed logins from this address"
    /// How long a caller refused only because attempts are still being checked waits: they settle in well under
    /// a second unless the password checker is saturated.
    static let inFlightWait = Duration.seconds(1)
}
