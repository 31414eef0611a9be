import Model

/// The Counter scene's use cases, as its presenter calls them: load the counters, change one — each change saved,
/// and the `alt` set swapped in when a number passes 6 (``CounterRules``).
@MainActor
public protocol CounterInteractorInput: AnyObject {
    /// Who hears that the counters changed; weak, the presenter.
    var output: (any ListInteractorOutput)? { get set }
    /// The counters, as shown now.
    var counters: [Counter] { get }
    /// Loads the `main` set.
    func loadCounters()
    /// Repeats the load that failed.
    func retryLoad()
    /// Adds 1 to counter `counterID` and saves it.
    func increment(counterID: Int)
    /// Subtracts 1 from counter `counterID` (never below 0) and saves it.
    func decrement(counterID: Int)
}
