import Model

/// The Counter scene's state (seed 004): the counters as their ``PagedList`` shows them. The rules — `+` and `-`
/// shown at once and saved, rolled back on failure, a number above 6 swapping in the `alt` set — are Model's, on
/// that list; the update turns taps into effects on it and keeps what it reports.
public struct CounterState: SceneState, Equatable {
    /// The counters, `Loading…` and the error.
    public var list = ListState<Counter>()

    /// Creates the state of a scene that has not loaded yet.
    public init() {}

    /// The rows, as every architecture writes them.
    public var rows: [CounterRow] { list.items.map(CounterRow.init) }

    public mutating func update(_ message: CounterMessage) -> [CounterEffect] {
        switch message {
        case .viewLoaded:
            return [.load]
        case .retryButtonTapped:
            return [.retry]
        case .plusButtonTapped(let id):
            return [.change(id, .increment)]
        case .minusButtonTapped(let id):
            return [.change(id, .decrement)]
        case .listChanged(let list):
            self.list = list
            return []
        }
    }
}
