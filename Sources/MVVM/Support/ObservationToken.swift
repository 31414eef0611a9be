import Observation

/// Binds a value read from `@Observable` objects to a closure: calls `onChange` now with the current value, then on
/// the main actor after every change, until the returned token is cancelled or released.
///
/// Built on `withObservationTracking`, re-registered after each change. Changes made in one main-actor turn arrive
/// as one call with the final value. The token holds the two closures and nothing else: capture the observer
/// weakly in `onChange` (`{ [weak self] in … }`) and keep the token on the observer, and releasing the observer ends
/// the binding.
///
///     token = observe({ viewModel.content }) { [weak self] in self?.label.text = $0 }
@MainActor
public func observe<Value>(
    _ value: @escaping @MainActor () -> Value, onChange: @escaping @MainActor (Value) -> Void
) -> ObservationToken {
    let observer = Observer(value: value, onChange: onChange)
    observer.deliver()
    return ObservationToken(observer)
}

/// Keeps a binding made by ``observe(_:onChange:)`` alive; cancel it, or let it go, to end the binding.
@MainActor
public final class ObservationToken {
    private var observer: AnyObject?

    fileprivate init(_ observer: AnyObject) {
        self.observer = observer
    }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { observer == nil }

    /// Ends the binding: `onChange` is not called again, not even for a change already under way.
    public func cancel() {
        observer = nil
    }
}

/// Reads the value under observation tracking and hands it on. The tracking calls back at most once, so each
/// delivery registers again; the registration holds the observer weakly, so the token alone keeps it alive.
@MainActor
private final class Observer<Value> {
    private let value: @MainActor () -> Value
    private let onChange: @MainActor (Value) -> Void

    init(value: @escaping @MainActor () -> Value, onChange: @escaping @MainActor (Value) -> Void) {
        self.value = value
        self.onChange = onChange
    }

    func deliver() {
        let current = withObservationTracking(value) { [weak self] in
            Task { @MainActor [weak self] in self?.deliver() }
        }
        onChange(current)
    }
}
