import MVP
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Voice screen in MVP: a passive view. It forwards what the user did to the ``VoicePresenter`` and carries out
/// the table changes it asks for; each visible row is bound to its ``VoiceCellPresenter``, which updates the cell's
/// play state on its own.
@MainActor
public final class VoiceViewController: ListSceneController<ListScreenView> {
    private let presenter: VoicePresenter

    /// Creates the screen over `presenter`; it loads when the view loads.
    public init(presenter: VoicePresenter) {
        self.presenter = presenter
        super.init(sceneView: ListScreenView.voices(), title: "Voice")
    }

    public override func viewDidLoad() {
        tableView.dataSource = self
        tableView.delegate = self
        sceneView.refreshControl.onRefresh = { [weak self] in self?.presenter.pulledToRefresh() }
        sceneView.status.onRetry = { [weak self] in self?.presenter.retryButtonTapped() }
        presenter.view = self
        presenter.viewDidLoad()
    }
}

extension VoiceViewController: VoiceView, ListSceneViewHost {
    public var listSceneView: any ListSceneView { sceneView }
}

extension VoiceViewController: TableViewDataSource, TableViewDelegate {
    public func numberOfRows(in tableView: TableView) -> Int {
        presenter.numberOfRows
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(VoiceRowCell.self, for: indexPath)
        cell.bind(to: presenter.cellPresenter(at: indexPath.row))
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        presenter.rowSelected(at: indexPath.row)
    }
}
