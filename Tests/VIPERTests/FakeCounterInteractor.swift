import Model
import VIPER

/// A Counter interactor holding the counters the test gives it, recording the use cases the presenter calls.
@MainActor
final class FakeCounterInteractor: CounterInteractorInput {
    enum Call: Equatable {
        case load, retry
        case increment(Int), decrement(Int)
    }

    weak var output: (any ListInteractorOutput)?
    var counters: [Counter] = []
    private(set) var calls: [Call] = []

    func loadCounters() { calls.append(.load) }
    func retryLoad() { calls.append(.retry) }
    func increment(counterID: Int) { calls.append(.increment(counterID)) }
    func decrement(counterID: Int) { calls.append(.decrement(counterID)) }

    /// Reports `change` of `counters`, as a real interactor does when its list changes.
    func report(_ change: ListChange) { output?.entitiesChanged(change) }
}
