/// Why a browser script line failed.
public enum WebHeadlessError: Error, Equatable, CustomStringConvertible {
    /// The path names no page.
    case noSuchPage(String)
    /// The line is not a command.
    case badCommand(String, String)
    /// The page could not do it: the message says what the page shows instead.
    case failed(String)

    public var description: String {
        switch self {
        case .noSuchPage(let path): "no page at \(path); try / or /mvc/counter"
        case .badCommand(let line, let reason): "\(line): \(reason)"
        case .failed(let message): message
        }
    }
}
