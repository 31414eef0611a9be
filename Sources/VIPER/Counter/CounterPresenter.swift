import Model

/// The Counter scene's presenter: hands what the user did to the interactor, formats each row, and tells its
/// passive view what to redraw when the interactor reports a change — one row, or the whole list after a swap.
@MainActor
public final class CounterPresenter: ListInteractorOutput {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any CounterView)?

    private let interactor: any CounterInteractorInput

    /// Creates the presenter over `interactor`, whose output it becomes.
    public init(interactor: any CounterInteractorInput) {
        self.interactor = interactor
        interactor.output = self
    }

    /// How many rows the table has.
    public var numberOfRows: Int { interactor.counters.count }

    /// Row `index` as the view shows it.
    public func content(at index: Int) -> CounterCellContent {
        let counter = interactor.counters[index]
        return CounterCellContent(name: counter.name, number: String(counter.num))
    }

    // MARK: What the user did

    /// The view is ready: load the counters.
    public func viewDidLoad() { interactor.loadCounters() }

    /// The user tapped `Retry`.
    public func retryButtonTapped() { interactor.retryLoad() }

    /// The user tapped `+` in row `index`.
    public func plusButtonTapped(at index: Int) {
        guard interactor.counters.indices.contains(index) else { return }
        interactor.increment(counterID: interactor.counters[index].id)
    }

    /// The user tapped `-` in row `index`.
    public func minusButtonTapped(at index: Int) {
        guard interactor.counters.indices.contains(index) else { return }
        interactor.decrement(counterID: interactor.counters[index].id)
    }

    // MARK: What the interactor reported

    public func entitiesChanged(_ change: ListChange) {
        view?.show(change)
    }
}
