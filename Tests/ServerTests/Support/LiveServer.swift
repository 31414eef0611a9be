import Foundation
import Server

/// A real server on 127.0.0.1 with an ephemeral port and a fresh SQLite file in its own temporary directory.
struct LiveServer: Sendable {
    let running: RunningServer
    let directory: URL

    var databasePath: String { directory.appendingPathComponent("mvx.sqlite").path }

    /// Runs `body` against a fresh server, then stops it and deletes its directory, even when `body` throws.
    static func withResult<T: Sendable>(
        faults: Bool = false, latency: Duration = .zero, _ body: (LiveServer, Probe) async throws -> T
    ) async throws -> T {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let configuration = ServerConfiguration(
            databasePath: directory.appendingPathComponent("mvx.sqlite").path, faultsEnabled: faults, latency: latency)
        let server = LiveServer(running: try await MVXServer.start(configuration), directory: directory)
        let probe = Probe(port: server.running.port)
        do {
            let value = try await body(server, probe)
            await probe.close()
            await server.running.stop()
            return value
        } catch {
            await probe.close()
            await server.running.stop()
            throw error
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

    /// A new empty temporary directory.
    static func makeDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("mvx-server-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Stops this server and starts another on the same file, as after a crash or a redeploy.
    func restarted() async throws -> LiveServer {
        await running.stop()
        let configuration = ServerConfiguration(databasePath: databasePath)
        return LiveServer(running: try await MVXServer.start(configuration), directory: directory)
    }
}
