import HummingbirdBcrypt
import NIOPosix

/// Bcrypt, run on SwiftNIO's blocking thread pool so that a login never holds a thread that answers requests.
struct PasswordHasher: Sendable {
    let cost: UInt8

    /// A hash for an unknown name, checked like a real one so that timing does not tell which names exist.
    let decoy: String

    /// A hasher whose decoy is hashed at `cost`, off Swift's cooperative threads.
    static func make(cost: UInt8) async -> PasswordHasher {
        let hash: @Sendable () -> String = { Bcrypt.hash("decoy-password", cost: cost) }
        let decoy = (try? await NIOThreadPool.singleton.runIfActive(hash)) ?? hash()
        return PasswordHasher(cost: cost, decoy: decoy)
    }

    /// Whether `password` matches `hash`; with no `hash` (an unknown name) the decoy is checked all the same, at the
    /// same cost, and the answer is `false`.
    func verify(_ password: String, hash: String?) async throws -> Bool {
        let candidate = hash ?? decoy
        let matches = try await NIOThreadPool.singleton.runIfActive { Bcrypt.verify(password, hash: candidate) }
        return matches && hash != nil
    }
}
