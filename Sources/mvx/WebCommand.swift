import App
import ArgumentParser
import WebHost

/// `mvx web`: the app in the browser.
struct WebCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "web",
        abstract: "Run the app in the browser.",
        discussion: """
            Starts a server embedded on 127.0.0.1 (its database in --data-dir) unless --server names one, logs in \
            as --user with the demo password mvx-demo, and serves the browser front end on 127.0.0.1:--port, \
            printing its URL. / lists every scene in every architecture; /ARCH/SCENE opens one. In the page: the \
            terminal's keys (↑ ↓ enter esc, a for the same place in the next architecture, ? for the keys, c for \
            the code) and the mouse. /docs is the documentation, once Docs/build has built it. Ctrl-C stops it.
            """
    )

    @Option(help: ArgumentHelp("The architecture / opens scenes in: mvc, mvp, mvvm, tea or viper.", valueName: "arch"))
    var arch = "mvc"

    @Option(help: ArgumentHelp("Log in as this user (password mvx-demo).", valueName: "name"))
    var user = "alice"

    @Option(help: ArgumentHelp("Use a running server instead of the embedded one.", valueName: "url"))
    var server: String?

    @Option(
        help: ArgumentHelp(
            "Where the embedded server keeps its database (default $XDG_DATA_HOME/mvx or ~/.local/share/mvx).",
            valueName: "dir"))
    var dataDir: String?

    @Flag(help: "Enable fault injection (POST /_faults) on the embedded server.")
    var faults = false

    @Option(help: ArgumentHelp("Delay every answer of the embedded server by this many ms.", valueName: "ms"))
    var latency = 0

    @Option(help: "The TCP port the browser front end listens on (0 picks a free one).")
    var port = 8080

    @Option(help: "The address the browser front end binds; anything but a loopback address exposes your session.")
    var host = "127.0.0.1"

    @Option(help: "Tabs open at once; beyond it the longest idle tab is closed (1 to 100000).")
    var maxTabs = WebHostLimits().maximumTabs

    @Option(
        name: .customLong("public-host"),
        help: ArgumentHelp(
            "Also answer pages served as NAME:PORT (a proxy in front of several instances); repeatable.",
            valueName: "name:port"))
    var publicHosts: [String] = []

    @Option(
        help: ArgumentHelp(
            "The built documentation served at /docs (default .build/docs, where Docs/build puts it).",
            valueName: "dir"))
    var docs = ".build/docs"

    func validate() throws {
        for publicHost in publicHosts {
            let parts = publicHost.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty,
                parts[0].allSatisfy({ $0.isLetter || $0.isNumber || ".-".contains($0) }),
                parts[1].count <= 5, let port = Int(parts[1]), (1...65_535).contains(port)
            else {
                throw ValidationError("--public-host must be NAME:PORT (such as 127.0.0.1:8443), got \(publicHost).")
            }
        }
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        guard (1...100_000).contains(maxTabs) else { throw ValidationError("--max-tabs must be between 1 and 100000.") }
        _ = try options()
    }

    func run() async throws {
        var limits = WebHostLimits()
        limits.maximumTabs = maxTabs
        let configuration = WebHostConfiguration(
            host: host, port: port, limits: limits, publicHosts: publicHosts, documentationFolder: docs)
        let status = await WebAppMain.run(try options(), configuration: configuration)
        if status != 0 { throw ExitCode(status) }
    }

    private func options() throws -> LaunchOptions {
        let options: LaunchOptions
        do {
            options = try LaunchOptions.parse(
                arch: arch, scene: nil, profile: nil, user: user, server: server, dataDirectory: dataDir,
                faults: faults, latencyMilliseconds: latency, size: "80x24")
        } catch {
            throw ValidationError(error.description)
        }
        guard ArchitectureVariant(options.variant.architecture) == options.variant else {
            throw ValidationError("--arch must be one of mvc, mvp, mvvm, tea, viper in the browser.")
        }
        return options
    }
}
