import MVVM
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Voice screen in MVVM: the controller binds the rows to the ``VoiceViewModel`` through a diffable data source
/// keyed by voice id (``ListBinding``), and each visible row to its ``VoiceCellViewModel``; then it only forwards
/// what the user did.
@MainActor
public final class VoiceViewController: ListSceneController<ListScreenView> {
    private let viewModel: VoiceViewModel
    private var rows: ListBinding<VoiceRow, VoiceCellViewModel>?

    /// Creates the screen over `viewModel`; it loads when the view loads.
    public init(viewModel: VoiceViewModel) {
        self.viewModel = viewModel
        super.init(sceneView: ListScreenView.voices(), title: "Voice")
    }

    public override func viewDidLoad() {
        rows = ListBinding(viewModel.list, to: sceneView) { tableView, indexPath, row in
            let cell = tableView.dequeueReusableCell(VoiceRowCell.self, for: indexPath)
            cell.bind(to: row)
            return cell
        }
        tableView.delegate = self
        sceneView.refreshControl.onRefresh = { [weak self] in self?.viewModel.pulledToRefresh() }
        sceneView.status.onRetry = { [weak self] in self?.viewModel.retryButtonTapped() }
        viewModel.viewDidLoad()
    }
}

extension VoiceViewController: TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.rowSelected(at: indexPath.row)
    }
}
