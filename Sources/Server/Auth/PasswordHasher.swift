import HTTPTypes
import HummingbirdBcrypt
import NIOPosix

/// Bcrypt, run on SwiftNIO's blocking thread pool so that a login never holds a thread that answers requests, and
/// one check at a time (``HashGate``), so that a login storm leaves the other core to every other route.
struct PasswordHasher: Sendable {
    /// bcrypt checks running at once.
    static let concurrentChecks = 1
    /// Logins waiting for a check beyond which the server answers 503 at once: 64 checks at cost 10 are ~5 s.
    static let waitingLogins = 64

    let cost: UInt8
    private let gate = HashGate(permits: concurrentChecks, queueLimit: waitingLogins)

    init(cost: UInt8) {
        self.cost = cost
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
        let candidate = hash ?? decoy
        do {
            let matches = try await gate.run {
                try await NIOThreadPool.singleton.runIfActive { Bcrypt.verify(password, hash: candidate) }
            }
            return matches && hash != nil
        } catch is HashGate.Full {
            throw APIFailure(
                status: .serviceUnavailable, code: "busy",
                message: "Too many logins are waiting for a password check; try again in a second.", retryAfter: 1)
        }
    }
}
