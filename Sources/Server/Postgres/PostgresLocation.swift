import Foundation

/// Where a PostgreSQL database is: `postgres://USER[:PASSWORD]@HOST[:PORT]/DB[?sslmode=MODE[&sslrootcert=FILE]]`, as
/// `mvx serve --db` takes it; an IPv6 address goes in brackets (`postgres://mvx@[::1]:5432/mvx`).
public struct PostgresLocation: Sendable, Hashable {
    /// How the connection is encrypted, as libpq's `sslmode` says it.
    public enum TLSMode: String, Sendable, Hashable, CaseIterable {
        /// Plaintext (the default: PostgreSQL on loopback or a private network).
        case disable
        /// TLS, refusing a server without it; the certificate is not checked (libpq's meaning of `require`).
        case require
        /// TLS with the certificate checked against `sslrootcert` (or the system's roots) and the host name.
        case verifyFull = "verify-full"
    }

    /// The connections a server's pool opens at most.
    static let maximumConnections = 16

    /// The server's host name or address (an IPv6 address without its brackets).
    public let host: String
    /// The server's TCP port (5432 unless the URL says otherwise).
    public let port: Int
    /// The role to log in as.
    public let username: String
    /// The role's password, if the URL has one.
    public let password: String?
    /// The database's name.
    public let database: String
    /// How the connection is encrypted.
    public let tlsMode: TLSMode
    /// The file of CA certificates a `verify-full` connection trusts, or `nil` for the system's.
    public let rootCertificatePath: String?

    /// Whether `text` is meant as a PostgreSQL URL rather than a SQLite path.
    public static func isURL(_ text: String) -> Bool {
        text.hasPrefix("postgres://") || text.hasPrefix("postgresql://")
    }

    /// Parses and checks a URL; a bad one is an ``ServerError/invalidConfiguration(_:)`` that says what is wrong.
    public init(url text: String) throws(ServerError) {
        let example = "postgres://USER@HOST:PORT/DB, such as postgres://mvx@127.0.0.1:5432/mvx"
        let modes = TLSMode.allCases.map(\.rawValue).joined(separator: ", ")
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
        var mode = TLSMode.disable
        var rootCertificate: String?
        for item in components.queryItems ?? [] {
            switch item.name {
            case "sslmode":
                guard let value = item.value.flatMap(TLSMode.init(rawValue:)) else {
                    throw .invalidConfiguration(
                        "the database URL's sslmode must be one of \(modes), got \"\((item.value ?? "").prefix(40))\"")
                }
                mode = value
            case "sslrootcert":
                guard let path = item.value, !path.isEmpty else {
                    throw .invalidConfiguration("the database URL's sslrootcert must name a file of CA certificates")
                }
                rootCertificate = path
            default:
                throw .invalidConfiguration(
                    "the database URL has an unknown parameter \"\(item.name.prefix(40))\"; only sslmode (\(modes)) "
                        + "and sslrootcert are understood")
            }
        }
        if let rootCertificate {
            guard mode == .verifyFull else {
                throw .invalidConfiguration("the database URL's sslrootcert is only used with sslmode=verify-full")
            }
            guard FileManager.default.isReadableFile(atPath: rootCertificate) else {
                throw .invalidConfiguration(
                    "the database URL's sslrootcert \(rootCertificate.prefix(200)) is not a readable file")
            }
        }
        // URLComponents keeps an IPv6 address's brackets; a socket address has none.
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        self.host = bare
        self.port = port
        self.username = user
        self.password = components.password
        self.database = name
        self.tlsMode = mode
        self.rootCertificatePath = rootCertificate
    }

    /// The URL without its password, for messages and logs.
    public var redacted: String {
        let host = host.contains(":") ? "[\(host)]" : host
        let query = tlsMode == .disable ? "" : "?sslmode=\(tlsMode.rawValue)"
        return "postgres://\(username)@\(host):\(port)/\(database)" + query
    }
}
