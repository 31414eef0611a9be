import Model

/// The Counter scene's presenter: hands what the user did to the interactor, turns the counters it reports into rows
/// (Model's ``CounterRow``), and tells its passive view which rows to draw again — one row, or the whole list after
/// a swap.
@MainActor
public final class CounterPresenter: CounterModuleInterface, CounterInteractorOutput {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any CounterView)?

    private let interactor: any CounterInteractorInput
    private var rows = ShownRows<CounterRow>()
    private var status = LoadStatus()

    /// Creates the presenter over `interactor`; the assembly makes it the interactor's output.
    public init(interactor: any CounterInteractorInput) {
        self.interactor = interactor
    }

    public var numberOfRows: Int { rows.count }

    public func row(at index: Int) -> CounterRow? { rows.row(at: index) }

    // MARK: What the user did

    public func viewDidLoad() { interactor.loadCounters() }

    public func retryButtonTapped() { interactor.retryLoad() }

    public func plusButtonTapped(at index: Int) {
        guard let row = rows.row(at: index) else { return }
        interactor.increment(counterID: row.id)
    }

    public func minusButtonTapped(at index: Int) {
        guard let row = rows.row(at: index) else { return }
        interactor.decrement(counterID: row.id)
    }

    // MARK: What the interactor reported

    public func countersLoaded(_ counters: [Counter]) {
        rows.replace(with: counters.map(CounterRow.init))
        view?.reloadAllRows()
    }

    public func counterUpdated(_ counter: Counter) {
        guard let index = rows.update(CounterRow(counter: counter)) else { return }
        view?.reloadRows([index])
    }

    public func statusChanged(_ status: LoadStatus) {
        view?.show(status, over: self.status)
        self.status = status
    }
}
