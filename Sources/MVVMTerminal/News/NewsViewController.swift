import MVVM
import Model
import SceneViews
import TerminalKit

/// The News screen in MVVM: the controller binds the views to the ``NewsViewModel`` (rows, `Loading…`, the
/// error) and each visible row to its ``NewsCellViewModel``, then only forwards what the user did.
@MainActor
public final class NewsViewController: ViewController {
    private let viewModel: NewsViewModel
    private let sceneView: NewsSceneView
    private var tableView: TableView { sceneView.tableView }
    private var shownRows: [NewsCellViewModel] = []
    private var bindings: [ObservationToken] = []

    /// Creates the screen over `viewModel`; it loads when the view loads.
    public init(viewModel: NewsViewModel) {
        self.viewModel = viewModel
        sceneView = NewsSceneView(modes: NewsLoadMode.allCases.map(\.title), selectedMode: viewModel.mode.title)
        super.init()
        title = "News"
    }

    public override func loadView() {
        view = sceneView
    }

    public override var preferredFocusedView: View? { tableView }

    public override func viewDidLoad() {
        tableView.dataSource = self
        tableView.delegate = self
        sceneView.refreshControl.onRefresh = { [weak self] in self?.viewModel.pulledToRefresh() }
        sceneView.header.onModeSelected = { [weak self] title in self?.modeSelected(title) }
        sceneView.status.onRetry = { [weak self] in self?.viewModel.retryButtonTapped() }
        bind()
        viewModel.viewDidLoad()
    }

    private func bind() {
        let viewModel = self.viewModel
        bindings = [
            observe({ viewModel.rows }) { [weak self] rows in self?.show(rows) },
            observe({ viewModel.isLoading }) { [weak self] isLoading in self?.showLoading(isLoading) },
            observe({ viewModel.errorMessage }) { [weak self] message in self?.showError(message) },
        ]
    }

    /// Appended rows (the old ones are the same objects, in place) are inserted; anything else reloads the table.
    private func show(_ rows: [NewsCellViewModel]) {
        let old = shownRows
        shownRows = rows
        if !old.isEmpty, rows.count > old.count, zip(old, rows).allSatisfy({ $0 === $1 }) {
            tableView.insertRows(at: (old.count..<rows.count).map { IndexPath(row: $0) })
        } else {
            tableView.reloadData()
        }
    }

    private func showLoading(_ isLoading: Bool) {
        sceneView.status.isLoading = isLoading
        if !isLoading { sceneView.refreshControl.endRefreshing() }
    }

    private func showError(_ message: String?) {
        sceneView.status.errorMessage = message
    }

    private func modeSelected(_ title: String) {
        guard let mode = NewsLoadMode(rawValue: title) else { return }
        viewModel.modeChanged(to: mode)
    }
}

extension NewsViewController: TableViewDataSource, TableViewDelegate {
    public func numberOfRows(in tableView: TableView) -> Int {
        shownRows.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(NewsRowCell.self, for: indexPath)
        let row = shownRows[indexPath.row]
        cell.show(title: row.title, date: row.date, coverURL: row.coverURL, readCount: row.readCountText)
        cell.readCountBinding = observe({ row.readCountText }) { [weak cell] text in cell?.readCountText = text }
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.rowSelected(at: indexPath.row)
        if indexPath.row == shownRows.count - 1 { viewModel.reachedEnd() }
    }

    public func tableViewDidReachEnd(_ tableView: TableView) {
        viewModel.reachedEnd()
    }
}
