import Foundation
import Server
import Testing

/// What `--db postgres://…` accepts: IPv6 hosts, libpq's `sslmode` values this server honours, and nothing else.
@Suite("PostgreSQL URLs")
struct PostgresURLTests {
    @Test("an IPv6 host in brackets is the bare address, and shown in brackets again")
    func ipv6() throws {
        let location = try PostgresLocation(url: "postgres://mvx@[::1]:5433/mvx")
        #expect(location.host == "::1")
        #expect(location.port == 5433)
        #expect(location.redacted == "postgres://mvx@[::1]:5433/mvx")
    }

    @Test("sslmode disable, require and verify-full are understood; the default is disable")
    func modes() throws {
        #expect(try PostgresLocation(url: "postgres://mvx@db/mvx").tlsMode == .disable)
        #expect(try PostgresLocation(url: "postgres://mvx@db/mvx?sslmode=disable").tlsMode == .disable)
        #expect(try PostgresLocation(url: "postgres://mvx@db/mvx?sslmode=require").tlsMode == .require)
        let full = try PostgresLocation(url: "postgres://mvx@db/mvx?sslmode=verify-full")
        #expect(full.tlsMode == .verifyFull)
        #expect(full.redacted == "postgres://mvx@db:5432/mvx?sslmode=verify-full")
    }

    @Test(
        "any other mode, an unknown parameter, or a root certificate that is missing or without verify-full is refused",
        arguments: [
            "postgres://mvx@db/mvx?sslmode=prefer", "postgres://mvx@db/mvx?sslmode=allow",
            "postgres://mvx@db/mvx?sslmode=verify-ca", "postgres://mvx@db/mvx?sslmode=",
            "postgres://mvx@db/mvx?connect_timeout=3",
            "postgres://mvx@db/mvx?sslmode=require&sslrootcert=/etc/hostname",
            "postgres://mvx@db/mvx?sslmode=verify-full&sslrootcert=/nonexistent/ca.pem",
        ])
    func refused(url: String) {
        #expect(throws: ServerError.self) { try PostgresLocation(url: url) }
        do {
            _ = try PostgresLocation(url: url)
        } catch {
            guard case .invalidConfiguration(let message) = error else {
                Issue.record("expected invalidConfiguration, got \(error)")
                return
            }
            #expect(message.contains("ssl") || message.contains("parameter"), "\(message)")
        }
    }
}
