import Foundation

/// Why the browser front end could not start.
public enum WebHostError: Error, Sendable, Hashable {
    /// The host could not listen on the address (port busy, host unknown, no permission).
    case cannotListen(host: String, port: Int, reason: String)
}

extension WebHostError: LocalizedError, CustomStringConvertible {
    /// One line for people: what went wrong and what to do about it.
    public var description: String {
        switch self {
        case .cannotListen(let host, let port, let reason):
            return "Cannot serve the browser front end on \(host):\(port) (\(reason)). "
                + "The port may be in use: stop the other program or pick another --port."
        }
    }

    /// The same line as ``description``.
    public var errorDescription: String? { description }
}
