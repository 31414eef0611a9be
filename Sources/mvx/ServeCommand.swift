import App
import ArgumentParser
import Foundation
import Logging
import Server

/// `mvx serve`: the server alone, in the foreground, until Ctrl-C or SIGTERM.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the MVX server alone.",
        discussion: """
            The database is created and seeded with demo data on first start. \
            Every seeded user's password is mvx-demo.
            """
    )

    @Option(help: "The TCP port to listen on (0 picks a free one).")
    var port = 8080

    @Option(help: "The address to bind.")
    var host = "127.0.0.1"

    @Option(
        name: .customLong("db"),
        help: ArgumentHelp(
            "The SQLite file (created if missing), or a PostgreSQL database as postgres://USER@HOST:PORT/DB "
                + "(migrated and seeded at start; several instances may share it).",
            valueName: "file|url"))
    var databasePath: String

    @Flag(help: "Enable POST /_faults and DELETE /_faults for fault injection.")
    var faults = false

    @Option(help: ArgumentHelp("Delay every answer by this many milliseconds.", valueName: "ms"))
    var latency = 0

    @Option(help: "Log level: trace, debug (one line per request), info, notice, warning, error or critical.")
    var logLevel = "info"

    @Option(help: ArgumentHelp("Connections open at once; more wait until one closes.", valueName: "n"))
    var maxConnections = ConnectionLimits.defaultMaximumConnections

    @Option(help: ArgumentHelp("Close a connection with no request after this many seconds.", valueName: "s"))
    var idleTimeout = ConnectionLimits().idleTimeout.components.seconds

    @Option(help: ArgumentHelp("A request head must arrive within this many seconds.", valueName: "s"))
    var headerTimeout = ConnectionLimits().headerTimeout.components.seconds

    @Option(help: ArgumentHelp("A request body must arrive within this many seconds.", valueName: "s"))
    var requestTimeout = ConnectionLimits().requestTimeout.components.seconds

    @Option(
        help: ArgumentHelp(
            "Answer 503 (with Retry-After) when a database call takes longer than this many seconds: on PostgreSQL "
                + "any call, waiting for a connection included; on SQLite the wait for another process's lock.",
            valueName: "s"))
    var dbTimeout = ServerConfiguration(databasePath: "").databaseTimeout.components.seconds

    @Option(
        help: ArgumentHelp(
            "Also answer requests whose Host header names this host (repeatable; '*' answers any). "
                + "By default only 127.0.0.1, localhost, ::1 and --host are answered.",
            valueName: "name"))
    var allowHost: [String] = []

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        let maximum = ServerConfiguration.maximumLatencyMilliseconds
        guard (0...maximum).contains(latency) else {
            throw ValidationError("--latency must be between 0 and \(maximum) milliseconds.")
        }
        guard Logger.Level(rawValue: logLevel) != nil else {
            throw ValidationError("--log-level must be one of trace, debug, info, notice, warning, error, critical.")
        }
        guard ConnectionLimits.connectionRange.contains(maxConnections) else {
            throw ValidationError("--max-connections must be between 1 and 100000.")
        }
        let longest = ConnectionLimits.maximumTimeout.components.seconds
        for (flag, value) in [
            ("--idle-timeout", idleTimeout), ("--header-timeout", headerTimeout), ("--request-timeout", requestTimeout),
        ] where !(1...longest).contains(value) {
            throw ValidationError("\(flag) must be between 1 and \(longest) seconds.")
        }
        guard (1...600).contains(dbTimeout) else {
            throw ValidationError("--db-timeout must be between 1 and 600 seconds.")
        }
        for name in allowHost where name != "*" && !ServerConfiguration.isHostName(name) {
            throw ValidationError(
                "--allow-host must be a host name or address such as example.test or 10.0.0.2, got \"\(name)\".")
        }
    }

    func run() async throws {
        var configuration = ServerConfiguration(
            host: host, port: port, databasePath: databasePath, faultsEnabled: faults,
            latency: .milliseconds(latency), logLevel: Logger.Level(rawValue: logLevel) ?? .info)
        configuration.connections.maximumConnections = maxConnections
        configuration.connections.idleTimeout = .seconds(idleTimeout)
        configuration.connections.headerTimeout = .seconds(headerTimeout)
        configuration.connections.requestTimeout = .seconds(requestTimeout)
        configuration.databaseTimeout = .seconds(dbTimeout)
        if allowHost.contains("*") {
            configuration.allowedHosts = nil
        } else {
            configuration.allowedHosts = ServerConfiguration.loopbackHosts.union(allowHost)
        }
        let faultNote = faults ? " (fault injection on: POST /_faults)" : ""
        // A PostgreSQL URL is shown without its password.
        let shownDatabase =
            PostgresLocation.isURL(databasePath)
            ? (try? PostgresLocation(url: databasePath))?.redacted ?? "PostgreSQL" : databasePath
        do {
            try await MVXServer.run(configuration) { url in
                write(
                    "mvx serve: listening on \(url) with \(shownDatabase)\(faultNote). Ctrl-C stops it.",
                    to: .output)
            }
            write("mvx serve: stopped.", to: .output)
        } catch {
            write("mvx serve: \(error)", to: .error)
            switch error {
            case .invalidConfiguration: throw ExitCode(64)  // EX_USAGE: a bad flag or URL
            case .databaseUnavailable, .postgresUnavailable: throw ExitCode(69)  // EX_UNAVAILABLE
            case .cannotListen: throw ExitCode.failure
            }
        }
    }

    /// Writes a line unbuffered, so that scripts waiting for "listening" see it at once; a closed pipe is ignored
    /// (the server goes on serving).
    private func write(_ line: String, to stream: StandardStream) {
        StandardStream.ignoreBrokenPipes()
        stream.write(line + "\n")
    }
}
