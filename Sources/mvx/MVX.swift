import ArgumentParser

/// The `mvx` command: the app (default) and the server on its own.
@main
struct MVX: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mvx",
        abstract: "One social/news client built as MVC, MVP, MVVM, TEA and VIPER, over one real server.",
        subcommands: [RunCommand.self, WebCommand.self, ServeCommand.self, ReportCommand.self, DiffCommand.self],
        defaultSubcommand: RunCommand.self
    )
}
