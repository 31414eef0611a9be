import Foundation

/// How long a connection may take and how many may be open at once; every bound has a sane default.
///
/// Together they keep one client from holding the server: a request head must arrive within ``headerTimeout`` of its
/// first byte, its body within ``requestTimeout`` of its head, a connection with nothing to do closes after
/// ``idleTimeout``, and a connection the server has finished answering (after a 413 or a malformed request) is closed
/// for good ``lingerTimeout`` after its last answer, even if the client keeps sending.
public struct ConnectionLimits: Sendable, Hashable {
    /// The longest any of these timeouts may be set to: ten minutes.
    public static let maximumTimeout: Duration = .seconds(600)
    /// The most connections ``maximumConnections`` may allow.
    public static let connectionRange = 1...100_000

    /// From the first byte of a request to the end of its head.
    public var headerTimeout: Duration = .seconds(10)
    /// From a request's head to the end of its body.
    public var requestTimeout: Duration = .seconds(30)
    /// How long a connection may sit with no request before the server closes it.
    public var idleTimeout: Duration = .seconds(30)
    /// How long the server keeps reading (and dropping) after it closed its side of a connection.
    public var lingerTimeout: Duration = .seconds(2)
    /// How many connections may be open at once; more wait in the listen queue until one closes.
    public var maximumConnections: Int = ConnectionLimits.defaultMaximumConnections

    /// The defaults; change the fields you need.
    public init() {}

    /// Half of the process's open-file limit (the rest is for the database and the app), between 16 and 1024.
    public static var defaultMaximumConnections: Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 256 }
        let files = Int(clamping: limit.rlim_cur)  // RLIM_INFINITY is the largest value: clamped, then capped below
        return min(1024, max(16, files / 2))
    }

    /// Checks every field; the message names the first one out of range.
    func validate() throws(ServerError) {
        let timeouts = [
            ("header timeout", headerTimeout), ("request timeout", requestTimeout), ("idle timeout", idleTimeout),
            ("linger timeout", lingerTimeout),
        ]
        for (name, value) in timeouts where value <= .zero || value > Self.maximumTimeout {
            throw .invalidConfiguration("the \(name) must be more than 0 and at most 600 seconds, got \(value)")
        }
        guard Self.connectionRange.contains(maximumConnections) else {
            throw .invalidConfiguration(
                "the connection limit must be between 1 and 100000, got \(maximumConnections)")
        }
    }
}
