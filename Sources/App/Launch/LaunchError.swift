import Foundation
import LiveServices
import Model
import Server

/// Why the app could not start, in words that say what to do.
public enum LaunchError: Error, Sendable, CustomStringConvertible {
    case unknownArchitecture(String)
    case unknownScene(String)
    /// `--profile` without `--scene profile`.
    case profileWithoutScene
    /// `--profile` names no user on the server (the users it has).
    case unknownProfile(String, [String])
    case badSize(String)
    case badUser
    case badServerURL(String)
    case badLatency(Int)
    /// `--faults` or `--latency` together with `--server`.
    case embeddedOnly
    case app(AppError)
    case dataDirectoryUnavailable(path: String, reason: String)
    case serverFailed(ServerError)
    case serverUnreachable(url: String, reason: String)
    /// The server refused the user name (or the demo password).
    case loginRefused(username: String, knownUsers: [String])
    case loginFailed(username: String, APIError)
    /// Standard input or output is not a terminal, and `--headless` was not given.
    case notATerminal
    /// The terminal could not be taken over.
    case terminalFailed(String)
    /// The app is stopping: no new servers start.
    case stopping
    /// As many compare pages as `mvx web` runs servers for are open already.
    case compareLimit(Int)

    /// The process exit status for this error: 64 (a usage error, as sysexits.h says) for an option the user can
    /// correct, 1 for anything else.
    public var exitStatus: Int32 {
        switch self {
        case .unknownArchitecture, .unknownScene, .profileWithoutScene, .unknownProfile, .badSize, .badUser,
            .badServerURL, .badLatency, .embeddedOnly:
            64
        default:
            1
        }
    }

    public var description: String {
        switch self {
        case .unknownArchitecture(let name):
            let names = ArchitectureVariant.allCases.map(\.rawValue).joined(separator: ", ")
            return "unknown architecture \"\(name)\"; use one of \(names)"
        case .unknownScene(let name):
            return "unknown scene \"\(name)\"; use one of \(SceneID.allCases.map(\.rawValue).joined(separator: ", "))"
        case .profileWithoutScene:
            return "--profile picks whose profile --scene profile opens; add --scene profile"
        case .unknownProfile(let name, let users):
            let known = users.isEmpty ? "" : "; users on this server: \(users.joined(separator: ", "))"
            return "there is no user \"\(name)\" for --profile\(known)"
        case .badSize(let text):
            return "bad size \"\(text)\"; write WIDTHxHEIGHT, from 20x6 to 1000x1000, such as 80x24"
        case .badUser:
            return "--user needs a user name, such as alice"
        case .badServerURL(let text):
            let problem = URL(string: text).flatMap(HTTPExchange.problem(with:)).map { " (\($0))" } ?? ""
            return "bad server URL \"\(text)\"\(problem); --server takes http://HOST:PORT, with a port from 1 to "
                + "65535, such as http://127.0.0.1:8080"
        case .badLatency(let milliseconds):
            return "bad latency \(milliseconds); --latency takes milliseconds, from 0 to "
                + "\(ServerConfiguration.maximumLatencyMilliseconds)"
        case .embeddedOnly:
            return "--faults and --latency configure the embedded server; with --server, start that server with "
                + "them instead (mvx serve --faults --latency MS)"
        case .app(let error):
            return error.description
        case .dataDirectoryUnavailable(let path, let reason):
            return "cannot use the data directory \(path) (\(reason)); pass another with --data-dir DIR"
        case .serverFailed(let error):
            return "the embedded server did not start: \(error.description)"
        case .serverUnreachable(let url, let reason):
            return "cannot reach the server at \(url) (\(reason)); start it with `mvx serve` or leave out --server"
        case .loginRefused(let username, let knownUsers):
            let users = knownUsers.isEmpty ? "" : " Users on this server: \(knownUsers.joined(separator: ", "))."
            return "cannot log in as \"\(username)\": the server refused the user name or the demo password "
                + "(\(LaunchOptions.demoPassword)).\(users) Pass one with --user NAME."
        case .loginFailed(let username, let error):
            return "cannot log in as \"\(username)\": \(error.description)"
        case .notATerminal:
            return "standard input or output is not a terminal. Run mvx in a terminal window, or pass --headless "
                + "to drive it with commands on standard input (e.g. printf 'wait\\nscreen\\n' | mvx --headless)"
        case .terminalFailed(let reason):
            return "the terminal could not be used: \(reason)"
        case .stopping:
            return "mvx is stopping; start it again to go on"
        case .compareLimit(let count):
            let open = count == 1 ? "a compare page is open" : "\(count) compare pages are open"
            return "\(open), each with a server per architecture; close one and reload this page"
        }
    }
}
