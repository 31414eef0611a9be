import MVC
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Voice screen in MVC (seed 000): the controller owns the business ``VoiceModel`` and the views. It is the
/// table's data source and delegate, tells the model which row the user selected, and redraws exactly the rows each
/// change the model reports names — including changes no view started (a tick, the next voice starting by itself).
@MainActor
public final class VoiceViewController: ListSceneController<ListScreenView> {
    private let model: VoiceModel

    /// Creates the screen over `model`; it loads when the view loads.
    public init(model: VoiceModel) {
        self.model = model
        super.init(sceneView: ListScreenView.voices(), title: "Voice")
    }

    public override func viewDidLoad() {
        tableView.dataSource = self
        tableView.delegate = self
        model.delegate = self
        sceneView.refreshControl.onRefresh = { [weak self] in self?.model.pulledToRefresh() }
        sceneView.status.onRetry = { [weak self] in self?.model.retryButtonTapped() }
        model.viewDidLoad()
    }
}

extension VoiceViewController: VoiceModelDelegate {
    public func voiceModel(_ model: VoiceModel, didChange change: ListChange) {
        sceneView.apply(change)
    }
}

extension VoiceViewController: TableViewDataSource, TableViewDelegate {
    public func numberOfRows(in tableView: TableView) -> Int {
        model.rows.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(VoiceCell.self, for: indexPath)
        VoiceCellHelper(row: model.rows[indexPath.row]).configure(cell)
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        model.rowSelected(at: indexPath.row)
    }
}
