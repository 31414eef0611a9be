import Model
import TEA
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The News screen in TEA (seed 002): the controller renders the store's rows (only a row whose text changed
/// redraws) and the status line, and sends what the user did as messages.
@MainActor
public final class NewsViewController: ListSceneController<NewsSceneView>, TableViewDelegate {
    private let store: Store<NewsState>
    private var rows: TableRenderer<NewsRow>?

    /// Creates the screen over `store`; it loads when the view loads.
    public init(store: Store<NewsState>) {
        self.store = store
        super.init(
            sceneView: NewsSceneView(modes: NewsLoadMode.allCases.map(\.title), selectedMode: store.state.mode.title),
            title: "News")
    }

    public override func viewDidLoad() {
        rows = TableRenderer(tableView) { tableView, indexPath, row in
            let cell = tableView.dequeueReusableCell(NewsCell.self, for: indexPath)
            cell.show(title: row.title, date: row.date, coverURL: row.coverURL, readCount: row.readCount)
            return cell
        }
        tableView.delegate = self
        sceneView.refreshControl.onRefresh = { [weak self] in self?.store.send(.list(.pulledToRefresh)) }
        sceneView.header.onModeSelected = { [weak self] index in self?.store.send(.loadModeSelected(at: index)) }
        sceneView.status.onRetry = { [weak self] in self?.store.send(.list(.retryButtonTapped)) }
        store.onChange = { [weak self] state in self?.render(state) }
        store.send(.viewDidLoad)
    }

    private func render(_ state: NewsState) {
        rows?.render(state.rows)
        sceneView.render(state.list.status)
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        store.send(.rowSelected(at: indexPath.row))
    }

    public func tableViewDidReachEnd(_ tableView: TableView) {
        store.send(.list(.reachedEnd))
    }
}
