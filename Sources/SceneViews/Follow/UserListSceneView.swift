import TerminalKit

/// The Following and Discover screens' views, the same in both scenes and every architecture: a hint line, the
/// status line, and the table of ``UserCell`` rows with pull-to-refresh.
@MainActor
public final class UserListSceneView: StackView, ListSceneView {
    /// The rows.
    public let tableView = TableView()
    /// Pull-to-refresh on ``tableView``.
    public let refreshControl = RefreshControl()
    /// `Loading…`, or the error (with `Retry` when the list could not load).
    public let status = LoadStatusView()
    private let hintLabel = Label(
        text: "enter: profile · →: the button · pgup on top: refresh", style: Style(dim: true))

    /// Creates the screen with an empty table.
    public init() {
        super.init(axis: .vertical)
        tableView.refreshControl = refreshControl
        let hint = StackView(axis: .horizontal)
        hint.insets = EdgeInsets(left: 1, right: 1)
        hint.addArrangedSubview(hintLabel, length: .flexible())
        addArrangedSubview(hint, length: .fixed(1))
        addArrangedSubview(status, length: .fixed(1))
        addArrangedSubview(tableView, length: .flexible())
    }
}
