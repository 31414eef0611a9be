/// A handle to scheduled work: ``cancel()`` stops it. Releasing the handle does not cancel (so fire-and-forget
/// timers work) unless it was created with `cancelsOnRelease: true`.
@MainActor
public final class Cancellable {
    private var onCancel: (@MainActor () -> Void)?
    /// Whether ``cancel()`` was called (or the work ran out).
    public private(set) var isCancelled = false
    private let cancelsOnRelease: Bool

    /// Creates a handle that calls `onCancel` once, when cancelled (and, if `cancelsOnRelease`, when released).
    public init(cancelsOnRelease: Bool = false, _ onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
        self.cancelsOnRelease = cancelsOnRelease
    }

    /// Stops the work; calling it again does nothing.
    public func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        let action = onCancel
        onCancel = nil
        action?()
    }

    /// Marks the work done without running the cancel action.
    func markFinished() {
        isCancelled = true
        onCancel = nil
    }

    isolated deinit {
        if cancelsOnRelease { cancel() }
    }
}
