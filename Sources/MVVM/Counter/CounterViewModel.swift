import Model
import Observation

/// The Counter scene's view model (seed 004): owns the counters' ``PagedList`` — which applies ``CounterRules``,
/// shows each change at once, saves it and swaps in the `alt` set — and turns it into observable rows, `Loading…`
/// and the error (``list``), as every MVVM list scene does.
///
/// A whole-list change replaces the rows; a one-row change sets only that row's ``CounterCellViewModel/number``,
/// so a view bound to each gets exactly one redraw.
@Observable
@MainActor
public final class CounterViewModel {
    /// The rows, with `Loading…` and the error.
    public let list: RowList<Counter, CounterCellViewModel>

    @ObservationIgnored private let counters: PagedList<Counter>
    @ObservationIgnored private let service: any CounterService

    /// Creates a view model over the counter service.
    public init(service: any CounterService) {
        self.service = service
        counters = PagedList(counters: .main, service: service)
        list = RowList(make: CounterCellViewModel.init(counter:), update: { $0.counterChanged(to: $1) })
        counters.onChange = { [weak self] change in
            guard let self else { return }
            self.list.apply(change, items: self.counters.items)
        }
    }

    // MARK: What the user did

    /// The view is ready: load the `main` set.
    public func viewDidLoad() {
        counters.reload()
    }

    /// The user tapped `Retry`: repeat what failed, the load or a change that was rolled back.
    public func retryButtonTapped() {
        counters.retry()
    }

    /// The user tapped `+` in row `index`: the row shows the new number at once. An index past the end is ignored.
    public func plusButtonTapped(at index: Int) {
        perform(.increment, at: index)
    }

    /// The user tapped `-` in row `index`; a number at 0 stays 0 and nothing is saved. An index past the end is
    /// ignored.
    public func minusButtonTapped(at index: Int) {
        perform(.decrement, at: index)
    }

    private func perform(_ action: CounterAction, at index: Int) {
        guard counters.items.indices.contains(index) else { return }
        counters.perform(action, on: counters.items[index].id)
    }
}
