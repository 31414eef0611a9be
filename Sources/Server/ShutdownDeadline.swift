import ServiceLifecycle

/// Runs the HTTP application and bounds its graceful shutdown: once a shutdown starts, requests in flight have
/// ``ServerConfiguration/shutdownGracePeriod`` to finish; then every connection still open is closed, whatever it is
/// doing (a held request, a body that never ends), so that `SIGTERM` always ends the server.
struct ShutdownDeadline<App: Service>: Service {
    let app: App
    let registry: ConnectionRegistry
    let gracePeriod: Duration

    func run() async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await app.run() }
            group.addTask {
                try await gracefulShutdown()
                try await Task.sleep(for: gracePeriod)
                registry.closeAll()
            }
            // Whichever ends first: the app (a shutdown within the grace period), or the deadline, after which the
            // app, its connections closed, is cancelled too.
            try await group.next()
            group.cancelAll()
        }
    }
}
