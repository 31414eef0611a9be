import Foundation
import Model

/// The API servers behind the compare page's five panels, one lane per architecture.
///
/// One input replayed in five panels is five requests. On one shared server they would not leave the panels alike:
/// five reads of an article count five reads, so the panels would show `read 4` … `read 8` and the page would mark
/// differences no architecture made. So `mvx web` gives each architecture a server of its own, all seeded alike and
/// fresh when the first compare page opens: the same inputs leave the five in the same state. With `--server URL`
/// there is only that server; the lanes share it, and the page says so.
@MainActor
public final class CompareLanes {
    /// Whether each architecture has a server of its own.
    public let ownServers: Bool
    private let startSessions: @MainActor () async throws(LaunchError) -> [AppSession]
    private var starting: Task<Result<[AppSession], LaunchError>, Never>?
    private var shared: AppEnvironment?
    private var stopped = false

    /// Lanes with servers of their own, started by `start` (one logged-in session per architecture, in
    /// `Architecture.allCases` order) when the first compare page asks.
    public init(start: @escaping @MainActor () async throws(LaunchError) -> [AppSession]) {
        ownServers = true
        startSessions = start
    }

    /// Lanes that all talk to the server of `environment`.
    public init(sharing environment: AppEnvironment) {
        ownServers = false
        shared = environment
        startSessions = { [] }
    }

    /// The lanes for `mvx web`: an embedded server per architecture in `compare/ARCH` of the data directory, each
    /// made afresh, started with `options`' faults and latency, signed in as its user; with `--server`, that server.
    public static func forWeb(_ options: LaunchOptions, session: AppSession) -> CompareLanes {
        guard options.serverURL == nil else { return CompareLanes(sharing: session.environment) }
        return CompareLanes { () throws(LaunchError) in
            var sessions: [AppSession] = []
            do throws(LaunchError) {
                for architecture in Architecture.allCases {
                    var lane = options
                    lane.dataDirectory = options.dataDirectory.appendingPathComponent("compare")
                        .appendingPathComponent(architecture.rawValue)
                    lane.keepsSession = false
                    lane.scene = nil
                    lane.profileName = nil
                    // A throwaway copy of the demo data: its passwords need no slow hash.
                    lane.embeddedServerBcryptCost = LaunchOptions.fastestBcryptCost
                    try? FileManager.default.removeItem(at: lane.dataDirectory)
                    sessions.append(try await AppSession.start(lane, catalog: .standard))
                }
                return sessions
            } catch {
                for session in sessions { await session.stop() }
                throw error
            }
        }
    }

    /// Each architecture's environment, in `Architecture.allCases` order; the first call starts the servers.
    public func environments() async -> Result<[AppEnvironment], LaunchError> {
        if let shared { return .success(Architecture.allCases.map { _ in shared }) }
        guard !stopped else { return .failure(.stopping) }
        let task =
            starting
            ?? Task { @MainActor [startSessions] in
                do throws(LaunchError) {
                    return .success(try await startSessions())
                } catch {
                    return .failure(error)
                }
            }
        starting = task
        let result = await task.value
        if case .failure = result, starting == task { starting = nil }  // the next page tries again
        return result.map { $0.map(\.environment) }
    }

    /// Stops the servers the lanes started.
    public func stop() async {
        stopped = true
        guard let task = starting else { return }
        starting = nil
        if case .success(let sessions) = await task.value {
            for session in sessions { await session.stop() }
        }
    }
}
