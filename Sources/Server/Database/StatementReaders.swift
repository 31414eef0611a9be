import GRDB
import Synchronization

/// Read-only connections to the server's SQLite file, each on its own serial queue, for reads of one statement:
/// a read hops once, to the least busy connection's queue, and back.
///
/// GRDB's pool hops twice for the same read (to the queue that hands out readers, then to the reader), which kept
/// the cheap `GET` routes at 50% of a bare route serving the same JSON. One statement sees one snapshot
/// by itself, so these reads need no transaction. Never read synchronously on a Swift concurrency thread: that wait
/// deadlocked the server once every reader was taken.
final class StatementReaders: Sendable {
    /// A connection and the reads queued or running on it.
    private final class Slot: Sendable {
        let connection: DatabaseQueue
        let waiting = Atomic(0)

        init(_ connection: DatabaseQueue) { self.connection = connection }
    }

    private let slots: [Slot]

    /// Opens `count` (at least 1) read-only connections to the WAL database at `path`, which must exist.
    init(path: String, count: Int, configuration base: Configuration) throws {
        var configuration = base
        configuration.readonly = true
        configuration.label = (base.label ?? "mvx") + ".statement-reader"
        slots = try (0..<max(1, count)).map { _ in Slot(try DatabaseQueue(path: path, configuration: configuration)) }
    }

    /// Runs `read` on the connection with the fewest reads waiting, and awaits its result without holding a thread.
    func read<T: Sendable>(_ read: @escaping @Sendable (Database) throws -> T) async throws -> T {
        var chosen = slots[0]
        var fewest = Int.max
        for slot in slots {
            let waiting = slot.waiting.load(ordering: .relaxed)
            if waiting < fewest {
                (chosen, fewest) = (slot, waiting)
            }
            if waiting == 0 { break }
        }
        let slot = chosen
        slot.waiting.add(1, ordering: .relaxed)
        return try await withCheckedThrowingContinuation { continuation in
            slot.connection.asyncUnsafeRead { database in
                let result = Result { try read(database.get()) }
                slot.waiting.subtract(1, ordering: .relaxed)
                continuation.resume(with: result)
            }
        }
    }

    /// Closes every connection; call off Swift's cooperative pool (closing waits for the connection's queue).
    func close() {
        for slot in slots {
            try? slot.connection.close()
        }
    }
}
