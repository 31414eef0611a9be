import Model

/// The Counter scene's presenter (seed 004): owns the counters' ``PagedList`` — which applies ``CounterRules``,
/// shows each change at once, saves it and swaps in the `alt` set — and tells its passive view what to redraw.
@MainActor
public final class CounterPresenter {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any CounterView)?

    /// How many rows the table has.
    public var numberOfRows: Int { list.items.count }

    private let list: PagedList<Counter>
    private let service: any CounterService

    /// Creates a presenter over the counter service.
    public init(service: any CounterService) {
        self.service = service
        list = PagedList(counters: .main, service: service)
        list.onChange = { [weak self] change in self?.listChanged(change) }
    }

    /// Fills a cell with row `index`.
    public func configure(_ cell: any CounterCellView, at index: Int) {
        guard list.items.indices.contains(index) else { return }
        let counter = list.items[index]
        cell.show(name: counter.name, number: String(counter.num))
    }

    // MARK: What the user did

    /// The view is ready: load the `main` set.
    @discardableResult
    public func viewDidLoad() -> Task<Void, Never> { list.reload() }

    /// The user tapped `Retry`: repeat the load that failed.
    @discardableResult
    public func retryButtonTapped() -> Task<Void, Never> { list.retry() }

    /// The user tapped `+` in row `index`.
    @discardableResult
    public func plusButtonTapped(at index: Int) -> Task<Void, Never> { list.increment(at: index, using: service) }

    /// The user tapped `-` in row `index`; a number at 0 stays 0 and nothing is saved.
    @discardableResult
    public func minusButtonTapped(at index: Int) -> Task<Void, Never> { list.decrement(at: index, using: service) }

    // MARK: What the view is told

    private func listChanged(_ change: ListChange) {
        switch change {
        case .reloaded, .appended, .removed:
            view?.reloadAllRows()
        case .updated(let rows):
            rows.forEach { view?.reloadRow(at: $0) }
        case .loadingChanged(let isLoading):
            view?.showLoading(isLoading)
        case .failureChanged(let failure):
            view?.showStatus(LoadStatus(failure: failure))
        }
    }
}
