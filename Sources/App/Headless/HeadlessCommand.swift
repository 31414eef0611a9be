import TerminalKit

/// One line of a headless script, parsed.
public enum HeadlessCommand: Hashable, Sendable {
    case key(Key)
    /// `tap TEXT`, or `tap TEXT @N` with the 1-based row.
    case tap(String, row: Int?)
    case select(row: Int)
    case pull
    case more
    case wait
    case sleep(milliseconds: Int)
    /// `type TEXT`: TEXT typed key by key into the focused text field (or the screen's only one). Spaces at either
    /// end of the line are not part of TEXT: `key space` types one there.
    case type(String)
    case screen
    case quit

    /// Parses one line; answers `nil` for a blank line or a `#` comment.
    public static func parse(_ line: String) throws(HeadlessScriptError) -> HeadlessCommand? {
        let trimmed = line.trimmingWhitespace
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
        let name = String(trimmed.prefix { $0 != " " && $0 != "\t" })
        let argument = String(trimmed.dropFirst(name.count)).trimmingWhitespace
        switch name {
        case "key": return .key(try parseKey(argument))
        case "tap": return try parseTap(argument)
        case "type":
            guard !argument.isEmpty else { throw .missingArgument(command: "type", expected: "the text to type") }
            return .type(argument)
        case "select": return .select(row: try parseNumber(argument, for: "select", minimum: 1))
        case "sleep":
            return .sleep(milliseconds: try parseNumber(argument, for: "sleep", minimum: 0, maximum: maximumSleep))
        default:
            guard let command = bareCommands[name] else { throw .unknownCommand(name) }
            guard argument.isEmpty else { throw .unexpectedArgument(command: name, argument: argument) }
            return command
        }
    }

    private static let bareCommands: [String: HeadlessCommand] = [
        "pull": .pull, "more": .more, "wait": .wait, "screen": .screen, "quit": .quit,
    ]

    private static func parseKey(_ argument: String) throws(HeadlessScriptError) -> Key {
        guard !argument.isEmpty else { throw .missingArgument(command: "key", expected: "a key name") }
        guard let key = Key(name: argument) else { throw .unknownKey(argument) }
        return key
    }

    private static func parseTap(_ argument: String) throws(HeadlessScriptError) -> HeadlessCommand {
        guard !argument.isEmpty else { throw .missingArgument(command: "tap", expected: "a control's title") }
        if let at = argument.lastIndex(of: "@"), at != argument.startIndex,
            argument[argument.index(before: at)] == " "
        {
            let title = String(argument[..<at]).trimmingWhitespace
            let row = String(argument[argument.index(after: at)...])
            guard let number = Int(row), number >= 1 else { throw .badNumber(command: "tap TEXT @N", text: row) }
            return .tap(title, row: number)
        }
        return .tap(argument, row: nil)
    }

    /// The longest `sleep`, in milliseconds of app time: an hour.
    static let maximumSleep = 3_600_000

    private static func parseNumber(
        _ argument: String, for command: String, minimum: Int, maximum: Int = .max
    ) throws(HeadlessScriptError) -> Int {
        guard !argument.isEmpty else { throw .missingArgument(command: command, expected: "a number") }
        guard let number = Int(argument), (minimum...maximum).contains(number) else {
            throw .badNumber(command: command, text: argument)
        }
        return number
    }
}

extension String {
    var trimmingWhitespace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
