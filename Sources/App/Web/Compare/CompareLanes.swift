import Foundation
import Model

#if canImport(Glibc)
    import Glibc
#endif

/// The API servers behind compare pages: for each page, one lane per architecture.
///
/// One input replayed in five panels is five requests. On one shared server they would not leave the panels alike:
/// five reads of an article count five reads, so the panels would show `read 4` … `read 8` and the page would mark
/// differences no architecture made. So `mvx web` gives each compare page a server per architecture, all seeded
/// alike and made afresh when the page opens, stopped and deleted when it closes: the same inputs leave the five in
/// the same state, and what one page did never shows in the next. At most ``limit`` pages have servers at once,
/// those of closed pages still stopping included.
/// With `--server URL` there is only that server; every lane shares it, and the page says so.
@MainActor
public final class CompareLanes {
    /// Whether each architecture has a server of its own.
    public let ownServers: Bool
    /// How many compare pages may have their servers at once.
    public let limit: Int
    private let startSessions: @MainActor (Int) async throws(LaunchError) -> [AppSession]
    private let cleanUp: @Sendable (Int) async -> Void
    private var shared: AppEnvironment?
    private var running: [Int: [AppSession]] = [:]
    private var stopping: [Int: Task<Void, Never>] = [:]
    private var opening = 0
    private var openingDone: [CheckedContinuation<Void, Never>] = []
    private var nextNumber = 0
    private var stopped = false

    /// The number of compare pages that may have servers at once in `mvx web`: five servers each.
    public static let defaultLimit = 4

    /// Lanes with servers of their own: `start` starts the sessions of page number `N` (one logged-in session per
    /// architecture, in `Architecture.allCases` order), `cleanUp` removes what they left once they stopped.
    public init(
        limit: Int = CompareLanes.defaultLimit,
        start: @escaping @MainActor (Int) async throws(LaunchError) -> [AppSession],
        cleanUp: @escaping @Sendable (Int) async -> Void = { _ in }
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

    /// The lanes for `mvx web`: for page `N`, an embedded server per architecture in `compare/PID/N/ARCH` of the
    /// data directory (`PID` this process's), made afresh, started with `options`' faults and latency, signed in as
    /// its user, and deleted once stopped; with `--server`, that server. Folders that processes which have ended
    /// left behind are deleted first.
    public static func forWeb(_ options: LaunchOptions, session: AppSession) -> CompareLanes {
        guard options.serverURL == nil else { return CompareLanes(sharing: session.environment) }
        let parent = options.dataDirectory.appendingPathComponent("compare")
        CompareFolders.removeLeftovers(in: parent)
        let root = parent.appendingPathComponent(String(getpid()))
        let folder = { @Sendable (number: Int) in root.appendingPathComponent(String(number)) }
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
                    await Self.stopAll(sessions)
                    throw error
                }
            },
            cleanUp: { number in
                await CompareFolders.remove(folder(number))
                await CompareFolders.removeIfEmpty(root)
            })
    }

    /// Fresh lanes for one compare page, each architecture's environment in `Architecture.allCases` order; close
    /// them when the page closes. Fails while ``limit`` pages have theirs, and once the lanes are stopping; while
    /// closed pages' servers are still stopping, waits for them (each within its grace period) rather than run more
    /// servers than the limit allows — so reloading a compare page again and again cannot pile servers up.
    public func open() async -> Result<CompareLaneSet, LaunchError> {
        if let shared {
            return .success(CompareLaneSet(environments: Architecture.allCases.map { _ in shared }) {})
        }
        guard !stopped else { return .failure(.stopping) }
        guard running.count + opening < limit else { return .failure(.compareLimit(limit)) }
        opening += 1
        nextNumber += 1
        let number = nextNumber
        let result: Result<CompareLaneSet, LaunchError>
        do throws(LaunchError) {
            while running.count + opening + stopping.count > limit, let earlier = stopping.values.first {
                await earlier.value
            }
            guard !stopped else { throw .stopping }
            let sessions = try await startSessions(number)
            if stopped {
                await Self.stopAll(sessions)
                await cleanUp(number)
                result = .failure(.stopping)
            } else {
                running[number] = sessions
                result = .success(
                    CompareLaneSet(environments: sessions.map(\.environment)) { [weak self] in self?.close(number) })
            }
        } catch {
            await cleanUp(number)
            result = .failure(error)
        }
        opening -= 1
        if opening == 0 {
            let waiting = openingDone
            openingDone = []
            for continuation in waiting { continuation.resume() }
        }
        return result
    }

    /// Takes page `number` off the open pages at once, then stops its servers and removes their data; until they
    /// have stopped, the page still counts against ``limit`` (``open()`` waits for it).
    private func close(_ number: Int) {
        guard let sessions = running.removeValue(forKey: number) else { return }
        stopping[number] = startTrackedTask { [weak self, cleanUp] in
            await Self.stopAll(sessions)
            await cleanUp(number)
            self?.stopping[number] = nil
        }
    }

    /// Stops the servers of every open page and of every page still opening, and waits until they have stopped;
    /// no page opens lanes after this.
    public func stop() async {
        stopped = true
        for number in Array(running.keys) { close(number) }
        for task in Array(stopping.values) { await task.value }
        if opening > 0 { await withCheckedContinuation { openingDone.append($0) } }
    }

    /// Stops `sessions`' servers all at once: each may take its grace period to end (a request in flight is let
    /// finish), and five of them one after the other would hold the page's close, or `mvx web`'s shutdown, that
    /// many times longer.
    nonisolated private static func stopAll(_ sessions: [AppSession]) async {
        await withTaskGroup(of: Void.self) { group in
            for session in sessions { group.addTask { await session.stop() } }
        }
    }

    /// How many compare pages have servers now.
    public var openCount: Int { running.count }
}
