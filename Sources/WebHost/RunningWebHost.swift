import BrowserKit
import Foundation
import Logging
import ServiceLifecycle

/// A ``WebHost`` started in the background by ``WebHost/start(_:logger:makeTab:)``: where it listens, and how to
/// stop it.
public final class RunningWebHost: Sendable {
    /// The address a browser opens, such as `http://127.0.0.1:8080/`.
    public let url: URL
    /// The port actually bound (the system's choice when the configuration asked for 0).
    public let port: Int

    private let group: ServiceGroup
    private let task: Task<Void, any Error>

    init(host: String, port: Int, group: ServiceGroup, task: Task<Void, any Error>) {
        let name = host.contains(":") ? "[\(host)]" : host
        self.url = URL(string: "http://\(name):\(port)/") ?? URL(fileURLWithPath: "/")
        self.port = port
        self.group = group
        self.task = task
    }

    /// Closes every tab (1001: the pages reconnect later) and stops listening. Calling it twice is harmless.
    public func stop() async {
        await group.triggerGracefulShutdown()
        _ = await task.result
    }
}

extension WebHost {
    /// Starts a host in the background and returns once it accepts connections.
    ///
    /// With port 0 the system picks a free port; read it from ``RunningWebHost/port``.
    public static func start(
        _ configuration: WebHostConfiguration, logger: Logger = Logger(label: "mvx.web"),
        makeTab: @escaping @MainActor @Sendable (String) -> (any TabSession)?
    ) async throws(WebHostError) -> RunningWebHost {
        let (ports, bound) = AsyncStream.makeStream(of: Int.self)
        let host = WebHost(
            configuration: configuration, logger: logger, makeTab: makeTab,
            onRunning: { port in
                bound.yield(port)
                bound.finish()
            })
        let group = ServiceGroup(services: [host], gracefulShutdownSignals: [], logger: logger)
        let task = Task {
            defer { bound.finish() }
            try await group.run()
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else {
            let reason =
                switch await task.result {
                case .failure(let error): "\(error)"
                case .success: "stopped before it listened"
                }
            throw .cannotListen(host: configuration.host, port: configuration.port, reason: reason)
        }
        return RunningWebHost(host: configuration.host, port: port, group: group, task: task)
    }
}
