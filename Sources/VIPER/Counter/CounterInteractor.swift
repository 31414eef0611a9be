import Model

/// The Counter scene's interactor (seed 004): owns the counters' ``PagedList`` — which applies ``CounterRules``,
/// shows each change at once, saves it and swaps in the `alt` set — and reports its changes to the presenter.
@MainActor
public final class CounterInteractor: CounterInteractorInput {
    public weak var output: (any ListInteractorOutput)?

    private let list: PagedList<Counter>
    private let service: any CounterService

    /// Creates the interactor over the counter service.
    public init(service: any CounterService) {
        self.service = service
        list = PagedList(counters: .main, service: service)
        list.onChange = { [weak self] change in self?.output?.entitiesChanged(change) }
    }

    public var counters: [Counter] { list.items }

    public func loadCounters() { list.reload() }

    public func retryLoad() { list.retry() }

    public func increment(counterID: Int) { list.perform(.increment, on: counterID) }

    public func decrement(counterID: Int) { list.perform(.decrement, on: counterID) }
}
