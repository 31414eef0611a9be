import Model

/// What happens to the Counter scene: what the user did, and what the counters' list reported.
public enum CounterMessage: Equatable, Sendable {
    /// The view is ready.
    case viewLoaded
    /// The user tapped `Retry`.
    case retryButtonTapped
    /// The user tapped `+` in the row of counter `id`.
    case plusButtonTapped(id: Int)
    /// The user tapped `-` in the row of counter `id`.
    case minusButtonTapped(id: Int)
    /// The counters' list changed: this is what it shows now.
    case listChanged(ListState<Counter>)
}
