import Foundation
import GRDB
import Hummingbird
import HummingbirdCore
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
        let isNew = !FileManager.default.fileExists(atPath: configuration.databasePath)
        let database = try await prepare(configuration)
        let signal = StartSignal()
        let app = makeApplication(configuration, database: database, logger: logger) { port in
            signal.settle(.success(port))
        }
        let group = ServiceGroup(configuration: serviceGroupConfiguration(app, configuration, logger, signals: []))
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
            await ServerDatabase.close(database)
            if isNew { ServerDatabase.remove(at: configuration.databasePath) }
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
        let isNew = !FileManager.default.fileExists(atPath: configuration.databasePath)
        let database = try await prepare(configuration)
        let listening = StartSignal()
        let app = makeApplication(configuration, database: database, logger: logger) { port in
            listening.settle(.success(port))
            onRunning(RunningServer.baseURL(host: configuration.host, port: port))
        }
        let group = ServiceGroup(
            configuration: serviceGroupConfiguration(app, configuration, logger, signals: [.sigterm, .sigint]))
        do {
            try await group.run()
            await ServerDatabase.close(database)
        } catch {
            await ServerDatabase.close(database)
            // A database seeded for a server that never listened is not left behind.
            if isNew, !listening.isSettled { ServerDatabase.remove(at: configuration.databasePath) }
            throw .cannotListen(host: configuration.host, port: configuration.port, reason: "\(error)")
        }
    }

    /// The Hummingbird application over an open database, with its shutdown bounded by the grace period.
    static func makeApplication(
        _ configuration: ServerConfiguration, database: DatabasePool, logger: Logger,
        onPort: @escaping @Sendable (Int) -> Void = { _ in }
    ) -> some Service {
        let limits = configuration.connections
        let registry = ConnectionRegistry(limit: limits.maximumConnections)
        let app = Application(
            router: APIRouter.make(
                storage: .grdb(database, loginLimits: configuration.loginLimits), configuration: configuration),
            server: .guardedHTTP1(limits, registry: registry),
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port), serverName: "mvx",
                availableConnectionsDelegate: MaximumAvailableConnections(limits.maximumConnections, logger: logger)),
            onServerRunning: { channel in onPort(channel.localAddress?.port ?? configuration.port) },
            logger: logger)
        return ShutdownDeadline(app: app, registry: registry, gracePeriod: configuration.shutdownGracePeriod)
    }

    /// One service, the app; a shutdown that outlasts the grace period (plus a margin for the closes) is escalated
    /// to cancellation.
    private static func serviceGroupConfiguration(
        _ app: some Service, _ configuration: ServerConfiguration, _ logger: Logger, signals: [UnixSignal]
    ) -> ServiceGroupConfiguration {
        var group = ServiceGroupConfiguration(services: [app], gracefulShutdownSignals: signals, logger: logger)
        group.maximumGracefulShutdownDuration = configuration.shutdownGracePeriod + .seconds(2)
        return group
    }

    /// Checks the configuration and opens (creating and seeding if new) the database.
    static func prepare(_ configuration: ServerConfiguration) async throws(ServerError) -> DatabasePool {
        try configuration.validate()
        return try await ServerDatabase.open(
            at: configuration.databasePath, bcryptCost: configuration.bcryptCost, readers: configuration.databaseReaders
        )
    }

    private static func makeLogger(_ configuration: ServerConfiguration) -> Logger {
        var logger = Logger(label: "mvx.server")
        logger.logLevel = configuration.logLevel
        return logger
    }
}
