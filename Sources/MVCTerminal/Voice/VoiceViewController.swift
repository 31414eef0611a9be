import Model
import SceneViews
import TerminalKit

/// The Voice screen in MVC (seed 000): the controller owns the ``VoicePlaylist`` — the business model — and the
/// views. The playlist notifies it of every change, including those no view started (a tick, the next voice starting
/// by itself), and the controller redraws exactly the rows the change names.
@MainActor
public final class VoiceViewController: ListSceneController<ListScreenView> {
    private let playlist: VoicePlaylist

    /// Creates the screen over `playlist`; it loads when the view loads.
    public init(playlist: VoicePlaylist) {
        self.playlist = playlist
        super.init(sceneView: ListScreenView.voices(), title: "Voice")
    }

    public override func viewDidLoad() {
        tableView.dataSource = self
        tableView.delegate = self
        sceneView.refreshControl.onRefresh = { [weak self] in self?.playlist.reload() }
        sceneView.status.onRetry = { [weak self] in self?.playlist.retry() }
        playlist.onChange = { [weak self] change in self?.sceneView.apply(change) }
        playlist.reload()
    }
}

extension VoiceViewController: TableViewDataSource, TableViewDelegate {
    public func numberOfRows(in tableView: TableView) -> Int {
        playlist.rows.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(VoiceCell.self, for: indexPath)
        VoiceCellHelper(row: playlist.rows[indexPath.row]).configure(cell)
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        playlist.rowSelected(at: indexPath.row)
    }
}
