import App
import ArgumentParser

/// `mvx run` (the default): the app, in the terminal or headless.
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the app in the terminal (the default).",
        discussion: """
            Starts a server embedded on 127.0.0.1 (its database in --data-dir) unless --server names one, logs in \
            as --user with the demo password mvx-demo, and opens the home menu (or --scene). In the terminal: \
            enter opens, esc goes back, a re-opens the screen in the next architecture (the massive controller \
            included, where the scene has one) at the same place, ? lists the keys and the server's address, c shows \
            the files behind the screen with their code lines, q quits.

            --headless reads commands from standard input, one a line: key NAME, tap TEXT, tap TEXT @N, \
            select N, type TEXT, pull, more, wait, sleep MS, screen, quit. At the end of input it prints the screen. \
            A bad line prints "line N: ..." on standard error and exits with status 2.
            """
    )

    @Option(
        help: ArgumentHelp(
            "The architecture: mvc, mvp, mvvm, tea, viper, mvc-massive (the massive controllers News and Profile grew "
                + "out of), or mvc-seed (a seed's own MVC: Print, Counter, News).",
            valueName: "arch"))
    var arch = "mvc"

    @Option(
        help: ArgumentHelp(
            "Open this scene over the home menu: print, counter, news, profile, following, discover, voice.",
            valueName: "scene"))
    var scene: String?

    @Option(help: ArgumentHelp("With --scene profile: whose profile to open (default: your own).", valueName: "name"))
    var profile: String?

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

    @Flag(help: "Render into memory and read commands from standard input.")
    var headless = false

    @Option(help: ArgumentHelp("The headless screen's size.", valueName: "WxH"))
    var size = "80x24"

    func validate() throws {
        _ = try options()
    }

    func run() async throws {
        let status = await AppMain.run(try options(), headless: headless)
        if status != 0 { throw ExitCode(status) }
    }

    private func options() throws -> LaunchOptions {
        do {
            return try LaunchOptions.parse(
                arch: arch, scene: scene, profile: profile, user: user, server: server, dataDirectory: dataDir,
                faults: faults, latencyMilliseconds: latency, size: size)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
