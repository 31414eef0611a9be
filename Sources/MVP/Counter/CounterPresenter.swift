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
    private let rows = CellPresenterList<Counter, CounterCellPresenter>(
        make: { CounterCellPresenter(counter: $0) }, update: { $0.counterChanged(to: $1) })

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

    /// The user tapped `Retry`: repeat what failed, the load or a change that was rolled back.
    public func retryButtonTapped() { list.retry() }

    /// The user tapped `+` in row `index`: the row shows the new number at once. An index past the end is ignored.
    public func plusButtonTapped(at index: Int) { perform(.increment, at: index) }

    /// The user tapped `-` in row `index`; a number at 0 stays 0 and nothing is saved. An index past the end is
    /// ignored.
    public func minusButtonTapped(at index: Int) { perform(.decrement, at: index) }

    private func perform(_ action: CounterAction, at index: Int) {
        guard list.items.indices.contains(index) else { return }
        list.perform(action, on: list.items[index].id)
    }
}
