import Model

/// The Counter scene's business model (seed 004): owns the counters' ``PagedList`` — which applies
/// ``CounterRules``, shows each change at once, saves it and swaps in the `alt` set — and tells its delegate what
/// changed.
///
/// The seed's MVC controller does all of this inline; here it lives in a model the controller owns, as seed 002
/// argues, so that the controller keeps the table and this logic is testable without one.
@MainActor
public final class CounterModel {
    /// Hears every change; weak, because the controller owns the model.
    public weak var delegate: (any CounterModelDelegate)?

    /// The counters shown, in server order.
    public var counters: [Counter] { list.items }
    /// Whether the counters are loading: what `Loading…` shows.
    public var isLoading: Bool { list.isLoading }
    /// Why the last action failed, if it did.
    public var failure: ListFailure? { list.failure }

    private let list: PagedList<Counter>
    private let service: any CounterService

    /// Creates a model over the counter service; it loads the `main` set on ``viewDidLoad()``.
    public init(service: any CounterService) {
        self.service = service
        list = PagedList(counters: .main, service: service)
        list.onChange = { [weak self] change in
            guard let self else { return }
            self.delegate?.counterModel(self, didChange: change)
        }
    }

    // MARK: What the user did

    /// The view loaded: load the counters.
    public func viewDidLoad() { list.reload() }

    /// The user tapped `Retry`: repeat what failed, the load or a change that was rolled back.
    public func retryButtonTapped() { list.retry() }

    /// The user tapped `+` in row `index`: it shows 1 more at once and saves it. An index past the end is ignored.
    public func plusButtonTapped(at index: Int) { perform(.increment, at: index) }

    /// The user tapped `-` in row `index`: it shows 1 less at once and saves it; at 0 it stays 0 and nothing is
    /// saved. An index past the end is ignored.
    public func minusButtonTapped(at index: Int) { perform(.decrement, at: index) }

    private func perform(_ action: CounterAction, at index: Int) {
        guard counters.indices.contains(index) else { return }
        list.perform(action, on: counters[index].id)
    }
}
