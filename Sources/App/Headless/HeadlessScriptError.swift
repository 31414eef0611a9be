import TerminalKit

/// Why a headless script line failed; the runner prints it as `line N: <description>` and exits with status 2.
public enum HeadlessScriptError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownCommand(String)
    case unknownKey(String)
    case missingArgument(command: String, expected: String)
    case unexpectedArgument(command: String, argument: String)
    case badNumber(command: String, text: String)
    /// The screen has no control, table or row that the command names.
    case notOnScreen(HeadlessError)

    public var description: String {
        switch self {
        case .unknownCommand(let name):
            "unknown command \"\(name)\" (commands: key, tap, select, type, pull, more, wait, sleep, screen, quit)"
        case .unknownKey(let name):
            "unknown key \"\(name)\" (keys: up, down, left, right, enter, esc, tab, space, backspace, delete, or one character)"
        case .missingArgument(let command, let expected):
            "\(command) needs \(expected)"
        case .unexpectedArgument(let command, let argument):
            "\(command) takes no argument, got \"\(argument)\""
        case .badNumber(let command, let text):
            command == "sleep"
                ? "sleep needs a whole number of milliseconds from 0 to \(HeadlessCommand.maximumSleep), got \"\(text)\""
                : "\(command) needs a row number from 1, got \"\(text)\""
        case .notOnScreen(let error):
            error.description
        }
    }
}
