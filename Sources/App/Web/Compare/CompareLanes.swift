import Foundation
import Model

/// The API servers behind compare pages: for each page, one lane per architecture.
///
/// One input replayed in five panels is five requests. On one shared server they would not leave the panels alike:
/// five reads of an article count five reads, so the panels would show `read 4` … `read 8` and the page would mark
/// differences no architecture made. So `mvx web` gives each compare page a server per architecture, all seeded
/// alike and made afresh when the page opens, stopped and deleted when it closes: the same inputs leave the five in
/// the same state, and what one page did never shows in the next. At most ``limit`` pages have servers at once.
/// With `--server URL` there is only that server; every lane shares it, and the page says so.
@MainActor
public final class CompareLanes {
    /// Whether each architecture has a server of its own.
    public let ownServers: Bool
    /// How many compare pages may have their servers at once.
    public let limit: Int
    private let startSessions: @MainActor (Int) async throws(LaunchError) -> [AppSession]
    private let cleanUp: @MainActor (Int) -> Void
    private var shared: AppEnvironment?
    private var running: [Int: [AppSession]] = [:]
    private var stopping: [Int: Task<Void, Never>] = [:]
    private var reserved = 0
    private var nextNumber = 0
    private var stopped = false

    /// The number of compare pages that may have servers at once in `mvx web`: five servers each.
    public static let defaultLimit = 4

    /// Lanes with servers of their own: `start` starts the sessions of page number `N` (one logged-in session per
    /// architecture, in `Architecture.allCases` order), `cleanUp` removes what they left once they stopped.
    public init(
        limit: Int = CompareLanes.defaultLimit,
        start: @escaping @MainActor (Int) async throws(LaunchError) -> [AppSession],
        cleanUp: @escaping @MainActor (Int) -> Void = { _ in }
    ) {
        ownServers = true
        self.limit = max(1, limit)
        startSessions = start
        self.cleanUp = cleanUp
    }

    /// Lanes that all talk to the server of `environment`.
    public init(sharing environment: AppEnvironment) {
        ownServers = false
        limit = .max
        shared = environment
        startSessions = { _ in [] }
        cleanUp = { _ in }
    }

    /// The lanes for `mvx web`: for page `N`, an embedded server per architecture in `compare/N/ARCH` of the data
    /// directory, made afresh, started with `options`' faults and latency, signed in as its user, and deleted once
    /// stopped; with `--server`, that server.
    public static func forWeb(_ options: LaunchOptions, session: AppSession) -> CompareLanes {
        guard options.serverURL == nil else { return CompareLanes(sharing: session.environment) }
        let root = options.dataDirectory.appendingPathComponent("compare")
        try? FileManager.default.removeItem(at: root)  // what an earlier run could not delete
        let folder = { (number: Int) in root.appendingPathComponent(String(number)) }
        return CompareLanes(
            start: { (number: Int) throws(LaunchError) in
                var sessions: [AppSession] = []
                do throws(LaunchError) {
                    for architecture in Architecture.allCases {
                        var lane = options
                        lane.dataDirectory = folder(number).appendingPathComponent(architecture.rawValue)
                        lane.keepsSession = false
                        lane.scene = nil
                        lane.profileName = nil
                        // A throwaway copy of the demo data: its passwords need no slow hash.
                        lane.embeddedServerBcryptCost = LaunchOptions.fastestBcryptCost
                        sessions.append(try await AppSession.start(lane, catalog: .standard))
                    }
                    return sessions
                } catch {
                    for session in sessions { await session.stop() }
                    throw error
                }
            },
            cleanUp: { number in try? FileManager.default.removeItem(at: folder(number)) })
    }

    /// Fresh lanes for one compare page, each architecture's environment in `Architecture.allCases` order; close
    /// them when the page closes. Fails while ``limit`` pages have theirs, and once the lanes are stopping.
    public func open() async -> Result<CompareLaneSet, LaunchError> {
        if let shared {
            return .success(CompareLaneSet(environments: Architecture.allCases.map { _ in shared }) {})
        }
        guard !stopped else { return .failure(.stopping) }
        guard running.count + reserved < limit else { return .failure(.compareLimit(limit)) }
        reserved += 1
        nextNumber += 1
        let number = nextNumber
        let started: Result<[AppSession], LaunchError>
        do throws(LaunchError) {
            started = .success(try await startSessions(number))
        } catch {
            started = .failure(error)
        }
        reserved -= 1
        switch started {
        case .failure(let error):
            cleanUp(number)
            return .failure(error)
        case .success(let sessions) where stopped:
            for session in sessions { await session.stop() }
            cleanUp(number)
            return .failure(.stopping)
        case .success(let sessions):
            running[number] = sessions
            return .success(
                CompareLaneSet(environments: sessions.map(\.environment)) { [weak self] in self?.close(number) })
        }
    }

    /// Frees page `number`'s place among the open pages at once, then stops its servers and removes their data.
    private func close(_ number: Int) {
        guard let sessions = running.removeValue(forKey: number) else { return }
        stopping[number] = startTrackedTask { [weak self] in
            for session in sessions { await session.stop() }
            self?.cleanUp(number)
            self?.stopping[number] = nil
        }
    }

    /// Stops the servers of every open page and waits until they have stopped; no page opens lanes after this.
    public func stop() async {
        stopped = true
        for number in Array(running.keys) { close(number) }
        for task in Array(stopping.values) { await task.value }
    }

    /// How many compare pages have servers now.
    public var openCount: Int { running.count }
}
