import BrowserKit

/// The Counter screen's views, the same in every architecture: a hint line, the status line under it, and the list
/// of ``CounterCell`` rows (registered under ``CounterCell/identifier``).
@MainActor
public final class CounterSceneView: View, ListSceneView {
    /// The rows.
    public let tableView = TableView(label: "Counters")
    /// `Loading…`, or the error (with `Retry` when the list could not load).
    public let status = LoadStatusView()
    /// Never on the list: the counters do not refresh by pulling.
    public let refreshControl = RefreshControl()

    /// Creates the screen with an empty list.
    public override init() {
        super.init()
        className = "scene"
        tableView.register(CounterCell.self, forCellReuseIdentifier: CounterCell.identifier)
        tableView.alwaysSelectsARow = true
        status.describe(tableView)
        addSubview(Label(text: "- and + save at once · a number above 6 swaps the list", tag: "p", className: "hint"))
        addSubview(status)
        addSubview(tableView)
    }
}
