/// The one runtime of every TEA scene: it holds the scene's ``State`` value, hands each message to the scene's pure
/// update function, tells the view the new state, and passes the effects the update returned to the scene's
/// ``EffectRunner``, whose results come back as messages.
///
/// State only changes here, one message at a time, in the order the messages were sent: a message sent while an
/// update runs (an effect that answers at once) waits for it. The view never changes the state; it renders
/// ``state`` and sends messages.
///
///     let store = Store(CounterState(), effects: ListEffectRunner(service: .counters(service), wrap: CounterMessage.list))
///     store.onChange = { [weak self] state in self?.render(state) }
///     store.send(.viewDidLoad)
@MainActor
public final class Store<State: SceneState> {
    public typealias Message = State.Message
    public typealias Effect = State.Effect

    /// The scene's state now.
    public private(set) var state: State
    /// Hears every new state, and the current one at once when set (the view renders it).
    public var onChange: (@MainActor (State) -> Void)? {
        didSet { onChange?(state) }
    }

    private let perform: @MainActor (Effect) -> Void
    private var inbox: [Message] = []
    private var isUpdating = false

    /// Creates a store of `state` whose effects `runner` performs; the store keeps the runner, the runner reaches
    /// the store weakly.
    public init<Runner: EffectRunner>(_ state: State, effects runner: Runner)
    where Runner.Effect == Effect, Runner.Message == Message {
        self.state = state
        perform = { effect in runner.perform(effect) }
        runner.send = { [weak self] message in self?.send(message) }
    }

    /// Updates the state with `message`, tells the view, then performs the effects the update asked for.
    public func send(_ message: Message) {
        inbox.append(message)
        guard !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        while !inbox.isEmpty {
            let effects = state.update(inbox.removeFirst())
            onChange?(state)
            effects.forEach(perform)
        }
    }
}
