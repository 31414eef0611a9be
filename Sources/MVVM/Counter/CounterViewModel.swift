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

    /// What the view sends when the user does something (the seed's commands: MVVM's intents are values).
    public enum Action: Hashable, Sendable {
        /// The view is ready: load the `main` set.
        case viewDidLoad
        /// The user tapped `Retry`: repeat the load that failed.
        case retryButtonTapped
        /// The user tapped `+` in this counter's row.
        case plusButtonTapped(counterID: Int)
        /// The user tapped `-` in this counter's row; a number at 0 stays 0 and nothing is saved.
        case minusButtonTapped(counterID: Int)
    }

    /// Carries out what the user did; the answer is the work it started, for a test to await.
    public func send(_ action: Action) {
        switch action {
        case .viewDidLoad: counters.reload()
        case .retryButtonTapped: counters.retry()
        case .plusButtonTapped(let id): counters.perform(.increment, on: id)
        case .minusButtonTapped(let id): counters.perform(.decrement, on: id)
        }
    }
}
