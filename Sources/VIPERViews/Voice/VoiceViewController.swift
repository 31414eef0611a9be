import VIPER
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Voice screen in VIPER: the passive ``VoiceView``. It forwards what the user did to the presenter, draws each
/// row from the presenter's formatted content, and redraws the rows it is told to — a play state that changed by
/// itself included.
@MainActor
public final class VoiceViewController: ListSceneController<ListScreenView> {
    private let presenter: any VoiceModuleInterface

    /// Creates the screen over `presenter`, which it holds (the presenter holds it weakly).
    public init(presenter: any VoiceModuleInterface) {
        self.presenter = presenter
        super.init(sceneView: ListScreenView.voices(), title: "Voice")
    }

    public override func viewDidLoad() {
        tableView.dataSource = self
        tableView.delegate = self
        sceneView.refreshControl.onRefresh = { [weak self] in self?.presenter.pulledToRefresh() }
        sceneView.status.onRetry = { [weak self] in self?.presenter.retryButtonTapped() }
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
        let cell = tableView.dequeueReusableCell(VoiceCell.self, for: indexPath)
        guard let row = presenter.row(at: indexPath.row) else { return cell }
        cell.show(sender: row.sender, duration: row.duration, state: row.state)
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        presenter.rowSelected(at: indexPath.row)
    }
}
