import ArgumentParser
import Testing

@testable import mvx

/// Every number a user can give `mvx` or `mvx serve` has a range; past it the command stops before doing anything,
/// with exit 64 (a usage error) and a message naming the flag and its range.
@Suite("Out-of-range flags")
struct OutOfRangeFlagTests {
    @Test(
        "an out-of-range value is a usage error naming the flag",
        arguments: [
            (["serve", "--db", "x.sqlite", "--port", "70000"], "--port"),
            (["serve", "--db", "x.sqlite", "--port", "-1"], "--port"),
            (["serve", "--db", "x.sqlite", "--latency", "9223372036854775807"], "--latency"),
            (["serve", "--db", "x.sqlite", "--latency", "-5"], "--latency"),
            (["serve", "--db", "x.sqlite", "--max-connections", "0"], "--max-connections"),
            (["serve", "--db", "x.sqlite", "--max-connections", "100001"], "--max-connections"),
            (["serve", "--db", "x.sqlite", "--idle-timeout", "0"], "--idle-timeout"),
            (["serve", "--db", "x.sqlite", "--header-timeout", "999999999"], "--header-timeout"),
            (["serve", "--db", "x.sqlite", "--request-timeout", "-1"], "--request-timeout"),
            (["serve", "--db", "x.sqlite", "--log-level", "loud"], "--log-level"),
            (["serve", "--db", "x.sqlite", "--allow-host", ""], "--allow-host"),
            (["serve", "--db", "x.sqlite", "--allow-host", "evil.com/x"], "--allow-host"),
            (["--latency", "9223372036854775807"], "latency"),
            (["--size", "99999999999x24"], "size"),
            (["--size", "0x0"], "size"),
            (["--server", "http://127.0.0.1:99999"], "--server"),
            (["--server", "http://127.0.0.1:0"], "--server"),
            (["--server", "http://127.0.0.1:99999999999999999999"], "--server"),
        ])
    func outOfRange(arguments: [String], flag: String) {
        // When
        let error = #expect(throws: (any Error).self) { try MVX.parseAsRoot(arguments) }
        // Then
        guard let error else { return }
        #expect(MVX.exitCode(for: error).rawValue == 64)
        #expect(MVX.message(for: error).contains(flag), "\(MVX.message(for: error))")
    }

    @Test("in-range values parse")
    func inRange() throws {
        #expect(throws: Never.self) {
            try MVX.parseAsRoot(
                [
                    "serve", "--db", "x.sqlite", "--port", "0", "--latency", "60000", "--max-connections", "10",
                    "--idle-timeout", "5", "--header-timeout", "5", "--request-timeout", "5", "--log-level", "debug",
                ])
        }
    }
}
