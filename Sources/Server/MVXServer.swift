import Foundation
import GRDB
import Hummingbird
import Logging
import ServiceLifecycle
import UnixSignals

/// The MVX backend: Hummingbird 2 over one SQLite file, created and seeded on first start.
///
/// Embed it with ``start(_:)`` (the app, ModelTests, SceneSpecs) or run it in the foreground
/// with ``run(_:onRunning:)`` (`mvx serve`).
public enum MVXServer {
    /// Starts a server in the background and returns once it accepts connections.
    ///
    /// With `port` 0 the system picks a free port; read it from ``RunningServer/port``.
    public static func start(_ configuration: ServerConfiguration) async throws(ServerError) -> RunningServer {
        let logger = makeLogger(configuration)
        let database = try await prepare(configuration)
        let signal = StartSignal()
        let app = makeApplication(configuration, database: database, logger: logger) { port in
            signal.settle(.success(port))
        }
        let group = ServiceGroup(configuration: .init(services: [app], logger: logger))
        let task = Task {
            do {
                try await group.run()
                signal.settle(.failure(CancellationError()))
            } catch {
                signal.settle(.failure(error))
                throw error
            }
        }
        do {
            let port = try await signal.wait()
            return RunningServer(port: port, configuration: configuration, group: group, task: task, database: database)
        } catch {
            try? database.close()
            throw .cannotListen(host: configuration.host, port: configuration.port, reason: "\(error)")
        }
    }

    /// Runs a server in the foreground until SIGINT or SIGTERM, then shuts it down gracefully.
    ///
    /// `onRunning` receives the base URL once the server accepts connections.
    public static func run(
        _ configuration: ServerConfiguration, onRunning: @escaping @Sendable (URL) -> Void = { _ in }
    ) async throws(ServerError) {
        let logger = makeLogger(configuration)
        let database = try await prepare(configuration)
        defer { try? database.close() }
        let app = makeApplication(configuration, database: database, logger: logger) { port in
            onRunning(RunningServer.baseURL(host: configuration.host, port: port))
        }
        let group = ServiceGroup(
            configuration: .init(services: [app], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        do {
            try await group.run()
        } catch {
            throw .cannotListen(host: configuration.host, port: configuration.port, reason: "\(error)")
        }
    }

    /// The Hummingbird application over an open database; tests may drive it with HummingbirdTesting.
    static func makeApplication(
        _ configuration: ServerConfiguration, database: DatabasePool, logger: Logger,
        onPort: @escaping @Sendable (Int) -> Void = { _ in }
    ) -> some ApplicationProtocol {
        Application(
            router: APIRouter.make(database: database, configuration: configuration),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "mvx"),
            onServerRunning: { channel in onPort(channel.localAddress?.port ?? configuration.port) },
            logger: logger)
    }

    /// Checks the configuration and opens (creating and seeding if new) the database.
    static func prepare(_ configuration: ServerConfiguration) async throws(ServerError) -> DatabasePool {
        guard (0...65_535).contains(configuration.port) else {
            throw .invalidConfiguration("the port must be between 0 and 65535, got \(configuration.port)")
        }
        let maximum = ServerConfiguration.maximumLatencyMilliseconds
        guard configuration.latency >= .zero, configuration.latency <= .milliseconds(maximum) else {
            throw .invalidConfiguration("the latency must be between 0 and \(maximum) ms")
        }
        return try await ServerDatabase.open(at: configuration.databasePath)
    }

    private static func makeLogger(_ configuration: ServerConfiguration) -> Logger {
        var logger = Logger(label: "mvx.server")
        logger.logLevel = configuration.logLevel
        return logger
    }
}
