import TerminalKit

/// The Counter screen's views, the same in every architecture: a hint line, the status line under it (where every
/// scene shows its state), and the table of ``CounterCell`` rows (registered under ``CounterCell/identifier``).
@MainActor
public final class CounterSceneView: StackView, ListSceneView {
    /// The rows.
    public let tableView = TableView()
    /// `Loading…`, or the error (with `Retry` when the list could not load).
    public let status = LoadStatusView()
    /// Never on the table: the counters do not refresh by pulling.
    public let refreshControl = RefreshControl()
    private let hintLabel = Label(
        text: "- and + save at once · a number above 6 swaps the list · ←/→ reach the buttons",
        style: Style(dim: true))

    /// Creates the screen with an empty table.
    public init() {
        super.init(axis: .vertical)
        tableView.alwaysSelectsARow = true
        status.describe(tableView)
        tableView.register(CounterCell.self, forCellReuseIdentifier: CounterCell.identifier)
        let hint = StackView(axis: .horizontal)
        hint.insets = EdgeInsets(left: 1, right: 1)
        hint.addArrangedSubview(hintLabel, length: .flexible())
        addArrangedSubview(hint, length: .fixed(1))
        addArrangedSubview(status, length: .fixed(1))
        addArrangedSubview(tableView, length: .flexible())
    }
}
