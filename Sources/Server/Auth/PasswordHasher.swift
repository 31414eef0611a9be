import HummingbirdBcrypt
import NIOPosix

/// Bcrypt, run on SwiftNIO's blocking thread pool so that a login never holds a thread that answers requests.
struct PasswordHasher: Sendable {
    let cost: UInt8

    /// A hash for an unknown name, checked like a real one so that timing does not tell which names exist.
    let decoy: String

    init(cost: UInt8) {
        self.cost = cost
        self.decoy = Bcrypt.hash("decoy-password", cost: cost)
    }

    /// Whether `password` matches `hash` (or the decoy when `hash` is `nil`, which never matches).
    func verify(_ password: String, hash: String?) async throws -> Bool {
        let candidate = hash ?? decoy
        let matches = try await NIOThreadPool.singleton.runIfActive { Bcrypt.verify(password, hash: candidate) }
        return matches && hash != nil
    }
}
