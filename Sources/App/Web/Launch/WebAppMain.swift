import Foundation
import Logging
import ServiceLifecycle
import UnixSignals
import WebHost

/// What `mvx web` does, start to end: start the session as `mvx run` does (the embedded server unless `--server`,
/// the login), serve the browser front end until Ctrl-C or SIGTERM, stop.
@MainActor
public enum WebAppMain {
    /// Serves the browser front end where `configuration` says and answers the process exit status; errors go to
    /// standard error.
    public static func run(_ options: LaunchOptions, configuration: WebHostConfiguration) async -> Int32 {
        let (host, port) = (configuration.host, configuration.port)
        StandardStream.ignoreBrokenPipes()
        let session: AppSession
        do {
            session = try await AppSession.start(options, catalog: .standard)
        } catch {
            StandardStream.error.write("mvx web: \(error.description)\n")
            return error.exitStatus
        }
        let factory = WebTabFactory(
            environment: session.environment, defaultVariant: options.variant, answerTimeout: options.answerTimeout)
        let lanes = CompareLanes.forWeb(options, session: session)
        factory.compareLanes = lanes
        var logger = Logger(label: "mvx.web")
        logger.logLevel = .warning
        let serverURL = session.serverURL.absoluteString
        let shown = host.contains(":") ? "[\(host)]" : host
        let web = WebHost(
            configuration: configuration, logger: logger,
            makeTab: { path in factory.makeTab(path: path) },
            resources: { name in await WebFiles.resource(named: name) },
            onRunning: { port in
                StandardStream.output.write(
                    "mvx web: open http://\(shown):\(port)/ in a browser (API server at \(serverURL)). "
                        + "Ctrl-C stops it.\n")
            })
        let group = ServiceGroup(services: [web], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        var status: Int32 = 0
        do {
            try await group.run()
            StandardStream.output.write("mvx web: stopped.\n")
        } catch {
            let reason = "\(error)"
            let busy = reason.contains("in use") || reason.contains("EADDRINUSE")
            StandardStream.error.write(
                busy
                    ? "mvx web: port \(port) on \(host) is in use: stop the other program or pick another --port.\n"
                    : "mvx web: cannot serve the browser front end on \(host):\(port) (\(reason)).\n")
            status = 1
        }
        await lanes.stop()
        await session.stop()
        return status
    }
}
