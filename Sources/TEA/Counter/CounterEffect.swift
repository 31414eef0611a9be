/// The work the Counter scene asks for, all of it on the counters' Model list.
public enum CounterEffect: Hashable, Sendable {
    /// How a tap changes a counter.
    public enum Change: Hashable, Sendable {
        /// `+`: one more.
        case increment
        /// `-`: one less, never below 0.
        case decrement
    }

    /// Load the `main` set.
    case load
    /// Repeat the action that failed.
    case retry
    /// Change counter `id` at once and save it (the list applies the swap rule after).
    case change(Int, Change)
}
