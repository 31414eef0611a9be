import NIOCore
import Synchronization

/// Every open connection and whether the app is working on a request of it, shared by all event loops.
///
/// Two decisions need the whole set. When a new connection brings the count to the limit, the connection that has
/// waited longest without a request in the app gives way: a plain limit stops accepting until some connection
/// closes, so idle sockets stalled every new request until the idle timeout (27 s of every 30). Only
/// when every connection is working does the limit hold new ones in the listen queue. And when a shutdown's grace
/// period ends, whatever is still open is closed.
final class ConnectionRegistry: Sendable {
    private struct Entry {
        let channel: any Channel
        /// When the connection last had no request in the app, as a tick of ``State/clock``; `nil` while one is.
        var idleSince: UInt64?
    }

    private struct State {
        var clock: UInt64 = 0
        var entries: [ObjectIdentifier: Entry] = [:]
    }

    private let state = Mutex(State())
    private let limit: Int

    /// `limit` is the server's connection limit (``ConnectionLimits/maximumConnections``).
    init(limit: Int) {
        self.limit = limit
    }

    /// How many connections are registered.
    var count: Int { state.withLock { $0.entries.count } }

    /// A new connection, idle until its first request reaches the app; at the limit, the longest-idle other one
    /// is closed.
    func opened(_ channel: any Channel) {
        let evicted: (any Channel)? = state.withLock { state in
            state.clock &+= 1
            let key = ObjectIdentifier(channel)
            state.entries[key] = Entry(channel: channel, idleSince: state.clock)
            guard state.entries.count >= limit else { return nil }
            return Self.removeOldestIdle(from: &state, sparing: key)
        }
        evicted?.close(promise: nil)
    }

    /// A request of `channel` reached the app: it is not idle until every answer is out.
    func busy(_ channel: any Channel) {
        state.withLock { $0.entries[ObjectIdentifier(channel)]?.idleSince = nil }
    }

    /// Every request of `channel` is answered, and no new one has started.
    func idle(_ channel: any Channel) {
        state.withLock { state in
            guard state.entries[ObjectIdentifier(channel)] != nil else { return }
            state.clock &+= 1
            state.entries[ObjectIdentifier(channel)]?.idleSince = state.clock
        }
    }

    /// The connection is gone.
    func closed(_ channel: any Channel) {
        _ = state.withLock { $0.entries.removeValue(forKey: ObjectIdentifier(channel)) }
    }

    private static func removeOldestIdle(from state: inout State, sparing spared: ObjectIdentifier) -> (any Channel)? {
        var oldest: (key: ObjectIdentifier, since: UInt64)?
        for (key, entry) in state.entries where key != spared {
            guard let since = entry.idleSince, since < oldest?.since ?? .max else { continue }
            oldest = (key, since)
        }
        guard let oldest else { return nil }
        return state.entries.removeValue(forKey: oldest.key)?.channel
    }

    /// Closes every connection still open.
    func closeAll() {
        let channels = state.withLock { state in
            defer { state.entries.removeAll() }
            return state.entries.values.map(\.channel)
        }
        for channel in channels { channel.close(promise: nil) }
    }
}
