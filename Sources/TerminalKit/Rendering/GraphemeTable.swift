import Synchronization

/// The grapheme clusters of more than one scalar that cells have shown (a letter with combining marks, an emoji
/// sequence), each stored once and named by its index.
///
/// Bounded: after ``capacity`` distinct clusters (65,536 for ``shared``), a new one is shown as U+FFFD (�) rather
/// than growing the table, so text from a server cannot grow memory without limit.
public final class GraphemeTable: Sendable {
    /// The table every ``Cell`` uses.
    public static let shared = GraphemeTable(capacity: 65_536)

    /// How many distinct clusters the table keeps.
    public let capacity: Int

    private struct Storage {
        var strings: [String] = []
        var indices: [String: UInt32] = [:]
    }

    private let storage = Mutex(Storage())

    /// A table keeping at most `capacity` clusters.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The index of `cluster`, adding it if there is room; `nil` when the table is full.
    func index(of cluster: String) -> UInt32? {
        storage.withLock { storage in
            if let index = storage.indices[cluster] { return index }
            guard storage.strings.count < capacity else { return nil }
            let index = UInt32(storage.strings.count)
            storage.strings.append(cluster)
            storage.indices[cluster] = index
            return index
        }
    }

    /// The cluster at `index` (U+FFFD for an index the table never gave out).
    func string(at index: UInt32) -> String {
        storage.withLock { storage in
            Int(index) < storage.strings.count ? storage.strings[Int(index)] : "\u{FFFD}"
        }
    }

    /// How many clusters the table holds.
    public var count: Int {
        storage.withLock { $0.strings.count }
    }
}
