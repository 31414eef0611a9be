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

    @Option(name: .customLong("db"), help: ArgumentHelp("The SQLite file; created if missing.", valueName: "file"))
    var databasePath: String

    @Flag(help: "Enable POST /_faults and DELETE /_faults for fault injection.")
    var faults = false

    @Option(help: ArgumentHelp("Delay every answer by this many milliseconds.", valueName: "ms"))
    var latency = 0

    @Option(help: "Log level: trace, debug (one line per request), info, notice, warning, error or critical.")
    var logLevel = "info"

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        let maximum = ServerConfiguration.maximumLatencyMilliseconds
        guard (0...maximum).contains(latency) else {
            throw ValidationError("--latency must be between 0 and \(maximum) milliseconds.")
        }
        guard Logger.Level(rawValue: logLevel) != nil else {
            throw ValidationError("--log-level must be one of trace, debug, info, notice, warning, error, critical.")
        }
    }

    func run() async throws {
        let configuration = ServerConfiguration(
            host: host, port: port, databasePath: databasePath, faultsEnabled: faults,
            latency: .milliseconds(latency), logLevel: Logger.Level(rawValue: logLevel) ?? .info)
        let faultNote = faults ? " (fault injection on: POST /_faults)" : ""
        do {
            try await MVXServer.run(configuration) { url in
                write(
                    "mvx serve: listening on \(url) with \(databasePath)\(faultNote). Ctrl-C stops it.",
                    to: .standardOutput)
            }
            write("mvx serve: stopped.", to: .standardOutput)
        } catch {
            write("mvx serve: \(error)", to: .standardError)
            throw ExitCode.failure
        }
    }

    /// Writes a line unbuffered, so that scripts waiting for "listening" see it at once.
    private func write(_ line: String, to handle: FileHandle) {
        handle.write(Data((line + "\n").utf8))
    }
}
