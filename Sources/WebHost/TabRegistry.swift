import Synchronization

/// The open tabs, capped: a new tab beyond the cap takes the place of the longest idle one.
final class TabRegistry: Sendable {
    private let limit: Int
    private let tabs = Mutex<[ObjectIdentifier: TabConnection]>([:])

    /// A registry of at most `limit` tabs (at least one).
    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Adds a tab; returns the tab it displaced (removed already), which the caller closes.
    func admit(_ connection: TabConnection) -> TabConnection? {
        tabs.withLock { tabs in
            var displaced: TabConnection?
            if tabs.count >= limit,
                let idlest = tabs.values.min(by: { $0.lastActivity < $1.lastActivity })
            {
                tabs[ObjectIdentifier(idlest)] = nil
                displaced = idlest
            }
            tabs[ObjectIdentifier(connection)] = connection
            return displaced
        }
    }

    /// Removes a tab whose socket closed (a displaced tab is already gone).
    func remove(_ connection: TabConnection) {
        _ = tabs.withLock { $0.removeValue(forKey: ObjectIdentifier(connection)) }
    }

    /// How many tabs are open.
    var count: Int { tabs.withLock { $0.count } }
}
