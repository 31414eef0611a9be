import HTTPTypes
import HummingbirdBcrypt

/// Bcrypt, checked by the ``PasswordChecker``: one check at a time, on a low-priority thread of its own, so that a
/// login never holds a thread that answers requests and a login storm leaves the CPU to every other route.
struct PasswordHasher: Sendable {
    let cost: UInt8
    let checker: PasswordChecker

    init(cost: UInt8, yields: Bool = true) {
        self.cost = cost
        self.checker = yields ? .yielding : .normal
    }

    /// A hash for an unknown name, checked like a real one so that timing does not tell which names exist.
    ///
    /// The salt and digest of a random password's hash, with the cost written in: bcrypt's work depends only on
    /// the cost field, so no hash is computed at start, and nothing but the random password matches it.
    var decoy: String {
        let digits = cost < 10 ? "0\(cost)" : "\(cost)"
        return "$2b$\(digits)$y4E.2sl4.y/EDlm3VSZoaO90ZLkSKSYBeapxstEzOQ7Mgmfbr0cLq"
    }

    /// Whether `password` matches `hash`; with no `hash` (an unknown name) the decoy is checked all the same, at the
    /// same cost, and the answer is `false`.
    func verify(_ password: String, hash: String?) async throws -> Bool {
        do {
            let matches = try await checker.verify(password, hash: hash ?? decoy)
            return matches && hash != nil
        } catch is PasswordChecker.Full {
            throw APIFailure(
                status: .serviceUnavailable, code: "busy",
                message: "Too many logins are waiting for a password check; try again in a second.", retryAfter: 1)
        }
    }
}
