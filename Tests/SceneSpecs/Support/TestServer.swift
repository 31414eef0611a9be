import Foundation
import Model
import Server

/// A real MVX server for one test: 127.0.0.1, a port the system picks, a fresh SQLite file, faults enabled.
final class TestServer: Sendable {
    let running: RunningServer
    private let directory: URL

    private init(running: RunningServer, directory: URL) {
        self.running = running
        self.directory = directory
    }

    static func start() async throws -> TestServer {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("mvx-scenespecs-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let configuration = ServerConfiguration(
            databasePath: directory.appendingPathComponent("mvx.sqlite").path, faultsEnabled: true)
        do {
            return TestServer(running: try await MVXServer.start(configuration), directory: directory)
        } catch {
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
    }

    var baseURL: URL { running.baseURL }

    /// Makes the next `count` requests of `route` (a method and path template, `PUT /counters/{id}`) fail.
    func injectFault(_ route: String, status: Int, count: Int = 1) async throws {
        let client = APIClient(baseURL: baseURL)
        let _: FaultRule = try await client.post(
            "/_faults", json: FaultRule(route: route, count: count, status: status))
    }

    func stop() async {
        await running.stop()
        try? FileManager.default.removeItem(at: directory)
    }
}

/// Runs `body` with a fresh server, and stops it whatever `body` does.
@MainActor
func withServer<Result>(_ body: (TestServer) async throws -> Result) async throws -> Result {
    let server = try await TestServer.start()
    return try await run({ try await body(server) }, then: { await server.stop() })
}

/// Runs `body`, then `cleanup`, whether `body` threw or not.
@MainActor
func run<Result>(_ body: () async throws -> Result, then cleanup: () async -> Void) async throws -> Result {
    let result: Result
    do {
        result = try await body()
    } catch {
        await cleanup()
        throw error
    }
    await cleanup()
    return result
}
