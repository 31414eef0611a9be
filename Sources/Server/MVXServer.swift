import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import ServiceLifecycle
import UnixSignals

/// The MVX backend: Hummingbird 2 over one SQLite file or a PostgreSQL database, created and seeded on first start.
///
/// Embed it with ``start(_:)`` (the app, ModelTests, SceneSpecs) or run it in the foreground
/// with ``run(_:onRunning:)`` (`mvx serve`).
public enum MVXServer {
    /// Starts a server in the background and returns once it accepts connections and its database is open (a
    /// SQLite file opens while the HTTP side is built and bound: a start pays the longer of the two, not both).
    ///
    /// With `port` 0 the system picks a free port; read it from ``RunningServer/port``.
    public static func start(_ configuration: ServerConfiguration) async throws(ServerError) -> RunningServer {
        let logger = makeLogger(configuration)
        let database = try OpenedDatabase.open(configuration, logger: logger)
        let signal = StartSignal()
        let app = makeApplication(configuration, storage: database.storage, logger: logger) { port in
            signal.settle(.success(port))
        }
        let services = database.services(around: app, bcryptCost: configuration.bcryptCost)
        let group = ServiceGroup(
            configuration: serviceGroupConfiguration(services, configuration, logger, signals: []))
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
            try await database.ready()
            let port = try await signal.wait()
            return RunningServer(
                port: port, configuration: configuration, group: group, task: task, database: database.handle,
                afterStop: database.afterStop)
        } catch {
            // The listener may be up while the database failed: stopped before the file is let go.
            await group.triggerGracefulShutdown()
            _ = await task.result
            await database.discard()
            throw serverError(error, configuration)
        }
    }

    /// Runs a server in the foreground until SIGINT or SIGTERM, then shuts it down gracefully.
    ///
    /// `onRunning` receives the base URL once the server accepts connections.
    public static func run(
        _ configuration: ServerConfiguration, onRunning: @escaping @Sendable (URL) -> Void = { _ in }
    ) async throws(ServerError) {
        let logger = makeLogger(configuration)
        let database = try OpenedDatabase.open(configuration, logger: logger)
        do {
            try await database.ready()
        } catch {
            await database.discard()
            throw error
        }
        let listening = StartSignal()
        let app = makeApplication(configuration, storage: database.storage, logger: logger) { port in
            listening.settle(.success(port))
            onRunning(RunningServer.baseURL(host: configuration.host, port: port))
        }
        let services = database.services(around: app, bcryptCost: configuration.bcryptCost)
        let group = ServiceGroup(
            configuration: serviceGroupConfiguration(services, configuration, logger, signals: [.sigterm, .sigint]))
        do {
            try await group.run()
            await database.close()
        } catch {
            // A database seeded for a server that never listened is not left behind.
            if listening.isSettled { await database.close() } else { await database.discard() }
            throw serverError(error, configuration)
        }
    }

    /// A ``ServerError`` from the start or run itself is passed on; anything else stopped the listener.
    private static func serverError(_ error: any Error, _ configuration: ServerConfiguration) -> ServerError {
        if let error = error as? ServerError { return error }
        return .cannotListen(host: configuration.host, port: configuration.port, reason: "\(error)")
    }

    /// The Hummingbird application over the storage of an open database, with its shutdown bounded by the grace
    /// period.
    static func makeApplication(
        _ configuration: ServerConfiguration, storage: ServerStorage, logger: Logger,
        onPort: @escaping @Sendable (Int) -> Void = { _ in }
    ) -> some Service {
        let limits = configuration.connections
        let registry = ConnectionRegistry(limit: limits.maximumConnections)
        let app = Application(
            router: APIRouter.make(storage: storage, configuration: configuration),
            server: .guardedHTTP1(limits, registry: registry),
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port), serverName: "mvx",
                availableConnectionsDelegate: MaximumAvailableConnections(limits.maximumConnections, logger: logger)),
            onServerRunning: { channel in onPort(channel.localAddress?.port ?? configuration.port) },
            logger: logger)
        return ShutdownDeadline(app: app, registry: registry, gracePeriod: configuration.shutdownGracePeriod)
    }

    /// The database's services, then the app; a shutdown that outlasts the grace period (plus a margin for the closes) is escalated
    /// to cancellation.
    private static func serviceGroupConfiguration(
        _ services: [any Service], _ configuration: ServerConfiguration, _ logger: Logger, signals: [UnixSignal]
    ) -> ServiceGroupConfiguration {
        var group = ServiceGroupConfiguration(services: services, gracefulShutdownSignals: signals, logger: logger)
        group.maximumGracefulShutdownDuration = configuration.shutdownGracePeriod + .seconds(2)
        return group
    }

    private static func makeLogger(_ configuration: ServerConfiguration) -> Logger {
        var logger = Logger(label: "mvx.server")
        logger.logLevel = configuration.logLevel
        return logger
    }
}
