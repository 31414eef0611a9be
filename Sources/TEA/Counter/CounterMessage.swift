import Model

/// What happens to the Counter scene: what the user did, and the server's answers.
public enum CounterMessage: Equatable, Sendable {
    /// The view is ready.
    case viewDidLoad
    /// The user tapped `+` on row `at`.
    case plusButtonTapped(at: Int)
    /// The user tapped `-` on row `at`.
    case minusButtonTapped(at: Int)
    /// A list gesture (`Retry`) or an answer: the counters loaded, a number saved.
    case list(ListMessage<Counter>)
}
