import Foundation
import ServiceLifecycle

/// A server started by ``MVXServer/start(_:)``: where it listens, and how to stop it.
///
/// Call ``stop()`` when done; several servers may run at once, each with its own database.
public final class RunningServer: Sendable {
    /// The address clients use, such as `http://127.0.0.1:54321`.
    public let baseURL: URL
    /// The port actually bound (the system's choice when the configuration asked for 0).
    public let port: Int
    /// The configuration it was started with.
    public let configuration: ServerConfiguration

    private let group: ServiceGroup
    private let task: Task<Void, any Error>
    /// The open database (a GRDB pool or a PostgreSQL client), kept alive while the server may use it.
    private let database: any Sendable
    /// What the database does once the server stopped (on SQLite, a checkpoint).
    private let afterStop: @Sendable () async -> Void

    init(
        port: Int, configuration: ServerConfiguration, group: ServiceGroup, task: Task<Void, any Error>,
        database: any Sendable, afterStop: @escaping @Sendable () async -> Void
    ) {
        self.port = port
        self.configuration = configuration
        self.baseURL = Self.baseURL(host: configuration.host, port: port)
        self.group = group
        self.task = task
        self.database = database
        self.afterStop = afterStop
    }

    /// The `http://host:port` URL for a bound address; IPv6 hosts get brackets.
    static func baseURL(host: String, port: Int) -> URL {
        let host = host.contains(":") ? "[\(host)]" : host
        return URL(string: "http://\(host):\(port)") ?? URL(fileURLWithPath: "/")
    }

    /// Stops listening and lets requests in flight finish. Calling it twice is harmless.
    ///
    /// The database closes when the last reference to it goes, not here: closing a GRDB pool while a cancelled
    /// request may still hold one of its readers was seen to crash inside GRDB. With WAL, a new server on the same
    /// file reads everything this one committed either way. On SQLite the write-ahead log is checkpointed into the
    /// file once the server stopped, so that the next start does not read it back.
    public func stop() async {
        await group.triggerGracefulShutdown()
        _ = await task.result
        await afterStop()
    }
}
