import Foundation
import LiveServices
import Model
import Server

/// A real MVX server for one test: 127.0.0.1, a port the system picks, a fresh SQLite file in a directory of its
/// own. ModelTests, ServerTests, AppTests and SceneSpecs all start their servers through this type.
public struct TestServer: Sendable {
    /// The running server.
    public let running: RunningServer
    /// The directory holding its database; removed by ``stop()``.
    public let directory: URL

    /// Starts a server on a fresh database; `configure` may change the configuration first (faults are on, and
    /// bcrypt runs at its lowest cost, 4, so that seeding and logins stay fast; idle connections last 5 minutes).
    public static func start(
        faults: Bool = true, latency: Duration = .zero,
        configure: @Sendable (inout ServerConfiguration) -> Void = { _ in }
    ) async throws -> TestServer {
        let directory = try makeDirectory()
        var configuration = ServerConfiguration.forTest(
            databasePath: directory.appendingPathComponent("mvx.sqlite").path)
        configuration.faultsEnabled = faults
        configuration.latency = latency
        configure(&configuration)
        do {
            return TestServer(running: try await MVXServer.start(configuration), directory: directory)
        } catch {
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
    }

    /// A new empty temporary directory.
    public static func makeDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("mvx-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// The address clients use.
    public var baseURL: URL { running.baseURL }
    /// The port it listens on.
    public var port: Int { running.port }
    /// Its SQLite file.
    public var databasePath: String { running.configuration.databasePath }

    /// Stops this server and starts another on the same file, as after a crash or a redeploy.
    public func restarted() async throws -> TestServer {
        await running.stop()
        return TestServer(running: try await MVXServer.start(running.configuration), directory: directory)
    }

    /// Stops the server and deletes its directory.
    public func stop() async {
        await running.stop()
        try? FileManager.default.removeItem(at: directory)
    }

    /// A new client for this server, signed in as nobody.
    public func makeClient(timeout: TimeInterval = 15) -> APIClient {
        APIClient(baseURL: baseURL, timeout: timeout)
    }
}

/// Runs `body` with a fresh server, and stops it whatever `body` does.
public func withServer<Result>(
    faults: Bool = true, latency: Duration = .zero, configure: @Sendable (inout ServerConfiguration) -> Void = { _ in },
    isolation: isolated (any Actor)? = #isolation, _ body: (TestServer) async throws -> Result
) async throws -> Result {
    let server = try await TestServer.start(faults: faults, latency: latency, configure: configure)
    return try await run({ try await body(server) }, then: { await server.stop() })
}

/// Runs `body`, then `cleanup`, whether `body` threw or not.
public func run<Result>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result,
    then cleanup: () async -> Void
) async throws -> Result {
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
