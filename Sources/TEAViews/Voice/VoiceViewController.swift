import Model
import TEA
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Voice screen in TEA (seed 000): the controller renders the store's rows (only a row whose play state changed
/// redraws, whether the user or the player changed it) and the status line, and sends what the user did.
@MainActor
public final class VoiceViewController: ListSceneController<ListScreenView>, TableViewDelegate {
    private let store: Store<VoiceState>
    private var rows: TableRenderer<VoiceRow>?

    /// Creates the screen over `store`; it loads when the view loads.
    public init(store: Store<VoiceState>) {
        self.store = store
        super.init(sceneView: ListScreenView.voices(), title: "Voice")
    }

    public override func viewDidLoad() {
        rows = TableRenderer(tableView) { tableView, indexPath, row in
            let cell = tableView.dequeueReusableCell(VoiceCell.self, for: indexPath)
            cell.show(
                sender: row.voice.sender, duration: VoiceFormatting.durationText(row.voice),
                state: VoiceFormatting.stateText(row))
            return cell
        }
        tableView.delegate = self
        sceneView.refreshControl.onRefresh = { [weak self] in self?.store.send(.list(.pulledToRefresh)) }
        sceneView.status.onRetry = { [weak self] in self?.store.send(.list(.retryButtonTapped)) }
        store.onChange = { [weak self] state in self?.render(state) }
        store.send(.viewDidLoad)
    }

    private func render(_ state: VoiceState) {
        rows?.render(state.rows)
        sceneView.render(state.status)
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        store.send(.rowSelected(at: indexPath.row))
    }
}
