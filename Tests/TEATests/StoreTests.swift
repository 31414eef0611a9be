import TEA
import Testing

/// The runtime, once: a message updates the state, the view hears the new state, the effects go to the runner in
/// order, and the runner's answers come back as messages — one update at a time.
@MainActor
struct StoreTests {
    /// A tally: `add` asks for an echo of the number, which the runner answers at once.
    struct Tally: SceneState, Equatable {
        enum Message: Equatable, Sendable { case add(Int), echoed(Int) }
        enum Effect: Equatable, Sendable { case echo(Int) }

        var log: [String] = []

        mutating func update(_ message: Message) -> [Effect] {
            switch message {
            case .add(let number):
                log.append("add \(number)")
                return [.echo(number), .echo(number * 10)]
            case .echoed(let number):
                log.append("echoed \(number)")
                return []
            }
        }
    }

    /// Answers every effect at once, from inside the store's update.
    final class FakeEchoRunner: EffectRunner {
        var send: @MainActor (Tally.Message) -> Void = { _ in }
        var performed: [Tally.Effect] = []

        func perform(_ effect: Tally.Effect) {
            performed.append(effect)
            if case .echo(let number) = effect { send(.echoed(number)) }
        }
    }

    @Test func messagesAreHandledOneAtATimeInOrderAndTheViewSeesEveryState() {
        let runner = FakeEchoRunner()
        let store = Store(Tally(), effects: runner)
        var rendered: [[String]] = []
        store.onChange = { rendered.append($0.log) }

        store.send(.add(1))

        #expect(runner.performed == [.echo(1), .echo(10)])
        #expect(store.state.log == ["add 1", "echoed 1", "echoed 10"])
        #expect(rendered == [[], ["add 1"], ["add 1", "echoed 1"], ["add 1", "echoed 1", "echoed 10"]])
    }

    @Test func theRunnerDoesNotKeepTheStoreAlive() {
        let runner = FakeEchoRunner()
        weak var released: Store<Tally>?
        do {
            let store = Store(Tally(), effects: runner)
            released = store
        }
        #expect(released == nil)
        runner.send(.add(1))
        #expect(runner.performed.isEmpty)
    }
}
