import ArgumentParser

/// `mvx run`: the terminal app. Not wired yet; the App module will fill it in.
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the app in the terminal (the default)."
    )

    func run() async throws {
        print("the app is not wired yet; try `mvx serve --port 8080`")
    }
}
