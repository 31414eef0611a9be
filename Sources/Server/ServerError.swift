import Foundation

/// Why a server could not start, in words that say what to do.
public enum ServerError: Error, Sendable, Hashable {
    /// The SQLite file could not be opened, created or migrated.
    case databaseUnavailable(path: String, reason: String)
    /// The PostgreSQL database at `url` (shown without its password) could not be reached, logged into or migrated.
    case postgresUnavailable(url: String, reason: String)
    /// The server could not listen on the address (port busy, host unknown, no permission).
    case cannotListen(host: String, port: Int, reason: String)
    /// A setting is out of range, such as a port above 65535 or a negative latency.
    case invalidConfiguration(String)
}

extension ServerError: LocalizedError, CustomStringConvertible {
    /// One line for people: what went wrong and what to do about it.
    public var description: String {
        switch self {
        case .databaseUnavailable(let path, let reason):
            return "Cannot use the database at \(path) (\(reason)). "
                + "Check that its directory exists and is writable, or pass another --db path."
        case .postgresUnavailable(let url, let reason):
            return "Cannot use the PostgreSQL database at \(url) (\(reason)). "
                + "Check that PostgreSQL runs there and that the user, password and database exist, "
                + "or pass another --db."
        case .cannotListen(let host, let port, let reason):
            return "Cannot listen on \(host):\(port) (\(reason)). "
                + "The port may be in use: stop the other server or pick another --port (0 picks a free one)."
        case .invalidConfiguration(let reason):
            return "Invalid server configuration: \(reason)."
        }
    }

    /// The same text as ``description``.
    public var errorDescription: String? { description }
}
