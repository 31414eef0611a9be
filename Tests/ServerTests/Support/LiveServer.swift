import Foundation
import TestSupport

/// The shared ``TestServer``, under the name these tests read best with, plus a ``Probe`` connected to it.
typealias LiveServer = TestServer

extension TestServer {
    /// Runs `body` against a fresh server (faults off unless asked) and a probe connected to it, then closes the
    /// probe and stops the server, even when `body` throws.
    static func withResult<T: Sendable>(
        faults: Bool = false, latency: Duration = .zero, _ body: (LiveServer, Probe) async throws -> T
    ) async throws -> T {
        try await withServer(faults: faults, latency: latency) { server in
            let probe = Probe(port: server.port)
            return try await run({ try await body(server, probe) }, then: { await probe.close() })
        }
    }

    /// Runs `body` against a fresh server; the form most tests use.
    static func with(
        faults: Bool = false, latency: Duration = .zero, _ body: (LiveServer, Probe) async throws -> Void
    ) async throws {
        let _: Bool = try await withResult(faults: faults, latency: latency) { server, probe in
            try await body(server, probe)
            return true
        }
    }
}
