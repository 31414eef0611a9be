import Model

/// The Counter scene's presenter (seed 004): owns the counters' ``PagedList`` — which applies ``CounterRules``,
/// shows each change at once, saves it and swaps in the `alt` set — and one ``CounterCellPresenter`` per row, and
/// tells its passive view what to redraw.
@MainActor
public final class CounterPresenter {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any CounterView)?

    /// How many rows the table has.
    public var numberOfRows: Int { rows.cells.count }

    private let list: PagedList<Counter>
    private let service: any CounterService
    private lazy var rows = CellPresenterList<Counter, CounterCellPresenter>(
        make: { [unowned self] counter in
            CounterCellPresenter(
                counter: counter,
                plus: { [weak self] in self?.plusButtonTapped(counter: counter.id) },
                minus: { [weak self] in self?.minusButtonTapped(counter: counter.id) })
        },
        update: { $0.counterChanged(to: $1) })

    /// Creates a presenter over the counter service.
    public init(service: any CounterService) {
        self.service = service
        list = PagedList(counters: .main, service: service)
        list.onChange = { [weak self] change in
            guard let self else { return }
            self.rows.apply(change, items: self.list.items, to: self.view)
        }
    }

    /// The presenter of row `index`, for the cell that shows it.
    public func cellPresenter(at index: Int) -> CounterCellPresenter { rows.cells[index] }

    // MARK: What the user did

    /// The view is ready: load the `main` set.
    public func viewDidLoad() { list.reload() }

    /// The user tapped `Retry`: repeat the load that failed.
    public func retryButtonTapped() { list.retry() }

    private func plusButtonTapped(counter id: Int) { list.perform(.increment, on: id) }

    private func minusButtonTapped(counter id: Int) { list.perform(.decrement, on: id) }
}
