import Foundation

/// Where a PostgreSQL database is: `postgres://USER[:PASSWORD]@HOST[:PORT]/DB`, as `mvx serve --db` takes it.
public struct PostgresLocation: Sendable, Hashable {
    /// The server's host name or address.
    public let host: String
    /// The server's TCP port (5432 unless the URL says otherwise).
    public let port: Int
    /// The role to log in as.
    public let username: String
    /// The role's password, if the URL has one.
    public let password: String?
    /// The database's name.
    public let database: String

    /// Whether `text` is meant as a PostgreSQL URL rather than a SQLite path.
    public static func isURL(_ text: String) -> Bool {
        text.hasPrefix("postgres://") || text.hasPrefix("postgresql://")
    }

    /// Parses and checks a URL; a bad one is an ``ServerError/invalidConfiguration(_:)`` that says what is wrong.
    public init(url text: String) throws(ServerError) {
        let example = "postgres://USER@HOST:PORT/DB, such as postgres://mvx@127.0.0.1:5432/mvx"
        guard Self.isURL(text), let components = URLComponents(string: text) else {
            throw .invalidConfiguration("the database URL must look like \(example)")
        }
        guard let user = components.user, !user.isEmpty else {
            throw .invalidConfiguration("the database URL names no user; it must look like \(example)")
        }
        guard let host = components.host, !host.isEmpty else {
            throw .invalidConfiguration("the database URL names no host; it must look like \(example)")
        }
        let port = components.port ?? 5432
        guard (1...65_535).contains(port) else {
            throw .invalidConfiguration("the database URL's port must be between 1 and 65535, got \(port)")
        }
        let name = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        guard !name.isEmpty, !name.contains("/") else {
            throw .invalidConfiguration("the database URL names no database; it must look like \(example)")
        }
        self.host = host
        self.port = port
        self.username = user
        self.password = components.password
        self.database = name
    }

    /// The URL without its password, for messages and logs.
    public var redacted: String { "postgres://\(username)@\(host):\(port)/\(database)" }
}
