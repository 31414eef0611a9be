import TerminalKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// terminalkit-demo [ROWS] [--crash-key]
// A navigation controller over a table of ROWS rows (100,000 by default) in the real terminal.
// --crash-key adds key `!`, which crashes on purpose: to see the terminal restored after a crash.

/// Writes `message` to standard error, prefixed with the program's name.
func printError(_ message: String) {
    var text = "terminalkit-demo: \(message)\n"
    text.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

let arguments = CommandLine.arguments.dropFirst()
let rowCount = arguments.compactMap { Int($0) }.first ?? 100_000
guard rowCount > 0 else {
    printError("the row count must be a positive number, such as 100000")
    exit(2)
}

let list = RowListViewController(rowCount: rowCount)
if arguments.contains("--crash-key") {
    list.keyCommands.append(KeyCommand(.character("!"), title: "crash") { fatalError("crashed on purpose (!)") })
}
let application = Application(scheduler: LiveScheduler())
application.rootViewController = NavigationController(rootViewController: list)
do {
    try await application.run(on: LiveTerminal())
} catch {
    printError("\(error)")
    exit(1)
}
