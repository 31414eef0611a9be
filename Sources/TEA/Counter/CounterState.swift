import Model

/// The Counter scene's state (seed 004): the counters as Model's ``Model/ListMachine`` holds them. `update` decides
/// everything — a `+` shows at once and asks for a save; the save's answer confirms it, rolls it back, or (a number
/// above 6) swaps in the `alt` set — and the effects only talk to the server.
public struct CounterState: SceneState, Equatable {
    /// The counters, `Loading…`, the error, and the set shown.
    public var list = ListMachine<Counter>(source: .main)

    /// The state before the first load.
    public init() {}

    /// The rows, as every architecture writes them.
    public var rows: [CounterRow] { list.items.map(CounterRow.init) }

    public mutating func update(_ message: CounterMessage) -> [ListEffect<Counter>] {
        switch message {
        case .viewDidLoad: list.handle(.reloadAsked).commands
        case .plusButtonTapped(let index): list.ask(.increment, at: index)
        case .minusButtonTapped(let index): list.ask(.decrement, at: index)
        case .list(let message): list.update(message)
        }
    }
}
