import Model
import Observation

/// The Counter scene's view model (seed 004): owns the counters' ``PagedList`` — which applies ``CounterRules``,
/// shows each change at once, saves it and swaps in the `alt` set — and turns it into observable state.
///
/// A whole-list change replaces ``rows``; a one-row change sets only that row's ``CounterCellViewModel/number``,
/// so a view bound to each gets exactly one redraw.
@Observable
@MainActor
public final class CounterViewModel {
    /// The rows, replaced as a whole on the first load and on the swap to the `alt` set.
    public private(set) var rows: [CounterCellViewModel] = []
    /// Whether the list is loading: what `Loading…` shows.
    public private(set) var isLoading = false
    /// The error shown, if the last action failed.
    public private(set) var errorMessage: String?
    /// Whether `Retry` shows with the error.
    public private(set) var canRetry = false

    @ObservationIgnored private let list: PagedList<Counter>
    @ObservationIgnored private let service: any CounterService

    /// Creates a view model over the counter service.
    public init(service: any CounterService) {
        self.service = service
        list = PagedList(counters: .main, service: service)
        list.onChange = { [weak self] change in self?.listChanged(change) }
    }

    // MARK: What the user did

    /// What the view sends when the user does something (the seed's commands: MVVM's intents are values).
    public enum Action: Hashable, Sendable {
        /// The view is ready: load the `main` set.
        case viewDidLoad
        /// The user tapped `Retry`: repeat the load that failed.
        case retryButtonTapped
        /// The user tapped `+` in this row.
        case plusButtonTapped(at: Int)
        /// The user tapped `-` in this row; a number at 0 stays 0 and nothing is saved.
        case minusButtonTapped(at: Int)
    }

    /// Carries out what the user did; the answer is the work it started, for a test to await.
    @discardableResult
    public func send(_ action: Action) -> Task<Void, Never> {
        switch action {
        case .viewDidLoad: list.reload()
        case .retryButtonTapped: list.retry()
        case .plusButtonTapped(let index): list.increment(at: index, using: service)
        case .minusButtonTapped(let index): list.decrement(at: index, using: service)
        }
    }

    // MARK: What the view observes

    private func listChanged(_ change: ListChange) {
        switch change {
        case .reloaded, .appended, .removed:
            rows = list.items.map(CounterCellViewModel.init)
        case .updated(let indices):
            for index in indices { rows[index].num = list.items[index].num }
        case .loadingChanged(let isLoading):
            self.isLoading = isLoading
        case .failureChanged(let failure):
            let status = LoadStatus(failure: failure)
            errorMessage = status.errorMessage
            canRetry = status.canRetry
        }
    }
}
