import Model

/// The Counter scene's interactor (seed 004): it owns the counters — a ``ListMachine`` of them, whose rules are
/// Model's — carries out what the machine asks on the counter service, and reports the counters that changed to its
/// presenter.
@MainActor
public final class CounterInteractor: CounterInteractorInput {
    /// Who hears about the counters; weak, the presenter.
    public weak var output: (any CounterInteractorOutput)?

    private var counters = ListMachine<Counter>(source: .main)
    private let commands: ListCommandRunner<Counter, ListMachine<Counter>.Event>

    /// Creates the interactor over the counter service.
    public init(service: any CounterService) {
        commands = ListCommandRunner(service: .counters(service))
        commands.onAnswer = { [weak self] answer in self?.handle(answer) }
    }

    public func loadCounters() { handle(.reloadAsked) }

    public func retryLoad() { handle(.retryAsked) }

    public func increment(counterID id: Int) { handle(.actionAsked(.increment, on: id)) }

    public func decrement(counterID id: Int) { handle(.actionAsked(.decrement, on: id)) }

    /// Moves the counters on by `event`, reports what changed and sends what the machine asks for.
    private func handle(_ event: ListMachine<Counter>.Event) {
        let step = counters.handle(event)
        report(step.changes)
        commands.run(step.commands)
    }

    private func report(_ changes: [ListChange]) {
        for change in changes {
            switch change {
            case .reloaded, .appended, .removed: output?.countersLoaded(counters.items)
            case .updated(let rows): rows.forEach { output?.counterUpdated(counters.items[$0]) }
            case .loadingChanged, .failureChanged: output?.statusChanged(counters.status)
            }
        }
    }

}
