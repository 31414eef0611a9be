import Model

/// What the Counter presenter asks of its passive view: which rows to draw again (the whole list after the swap to
/// the `alt` set, one row after a `+` or `-`), `Loading…` and the error (``ListView``).
@MainActor
public protocol CounterView: ListView {}

/// What the Counter view tells its presenter, and asks it when it draws a row.
@MainActor
public protocol CounterModuleInterface: AnyObject {
    /// How many rows the table has.
    var numberOfRows: Int { get }
    /// Row `index`'s display value, or `nil` for a row the table does not show.
    func row(at index: Int) -> CounterRow?
    /// The view is ready.
    func viewDidLoad()
    /// The user tapped `Retry`.
    func retryButtonTapped()
    /// The user tapped `+` in row `index`.
    func plusButtonTapped(at index: Int)
    /// The user tapped `-` in row `index`.
    func minusButtonTapped(at index: Int)
}

/// The Counter scene's use cases, as its presenter asks for them: load the counters, change one — each change
/// shown at once, saved, rolled back if the save fails, and the `alt` set swapped in past 6 (``CounterAction``).
@MainActor
public protocol CounterInteractorInput: AnyObject {
    /// Loads the `main` set.
    func loadCounters()
    /// Repeats what failed.
    func retryLoad()
    /// Adds 1 to counter `id` and saves it.
    func increment(counterID id: Int)
    /// Subtracts 1 from counter `id` (never below 0) and saves it.
    func decrement(counterID id: Int)
}

/// What the Counter interactor tells its presenter: the counters it holds, as entities.
@MainActor
public protocol CounterInteractorOutput: AnyObject {
    /// These counters replace the ones shown (a load, the swap to the `alt` set).
    func countersLoaded(_ counters: [Counter])
    /// This counter changed: a tap shown at once, the server's saved number, or a rollback.
    func counterUpdated(_ counter: Counter)
    /// `Loading…` or the failure changed.
    func statusChanged(_ status: LoadStatus)
}
