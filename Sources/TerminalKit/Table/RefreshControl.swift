/// Pull-to-refresh for a ``TableView`` — the toolkit's `UIRefreshControl`. While refreshing, the table shows a
/// `Refreshing…` line above its rows.
///
/// The user pulls with page-up on the first row, or the headless `pull`; ``onRefresh`` then runs. Call
/// ``endRefreshing()`` when the reload finished.
@MainActor
public final class RefreshControl: View {
    /// Called when the user pulls (not when ``beginRefreshing()`` is called in code, as in UIKit).
    public var onRefresh: (@MainActor () -> Void)?
    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false
    /// Whether the table shows its own `Refreshing…` line while refreshing (`true`, as in UIKit); a screen whose
    /// status line already shows the load sets it to `false`, so a pull shows one indicator, not two.
    public var showsRefreshingLine = true {
        didSet { tableView?.setNeedsLayout() }
    }
    /// The table it belongs to.
    weak var tableView: TableView?
    private let indicator = ActivityIndicator(text: "Refreshing…")

    /// Creates a refresh control; assign it to ``TableView/refreshControl``.
    public init(onRefresh: (@MainActor () -> Void)? = nil) {
        self.onRefresh = onRefresh
        super.init(frame: .zero)
        isHidden = true
        indicator.fillsSuperview = true
        addSubview(indicator)
    }

    /// Shows the refreshing line (without calling ``onRefresh``).
    public func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        indicator.startAnimating()
        tableView?.setNeedsLayout()
    }

    /// Whether the refreshing line takes the table's top row now.
    var occupiesLine: Bool { isRefreshing && showsRefreshingLine }

    /// Hides the refreshing line.
    public func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        indicator.stopAnimating()
        tableView?.setNeedsLayout()
    }
}
