import Observation
import Synchronization

/// Watches what a closure reads from `@Observable` objects and records, at the moment it happens, whether any of it
/// changed. Synchronous, so "this row changed and no other did" needs no waiting.
final class ChangeWatch: Sendable {
    private let fired = Mutex(false)

    @MainActor
    init(_ read: @MainActor () -> Void) {
        withObservationTracking(read) { [self] in fired.withLock { $0 = true } }
    }

    /// Whether anything the closure read has changed since the watch began.
    var changed: Bool { fired.withLock { $0 } }
}
