import Model

/// The Voice scene's business model: owns the ``VoicePlaylist`` — the messages, each one's play state and the queue
/// rule — and tells its delegate every change, including those no view started (a tick, the next voice starting by
/// itself), so the controller redraws exactly the rows the change names.
@MainActor
public final class VoiceModel {
    /// Hears every change; weak, because the controller owns the model.
    public weak var delegate: (any VoiceModelDelegate)?

    /// The rows, in the server's order.
    public var rows: [VoiceRow] { playlist.rows }

    private let playlist: VoicePlaylist

    /// Creates the model over `playlist`; it loads on ``viewDidLoad()``.
    public init(playlist: VoicePlaylist) {
        self.playlist = playlist
        playlist.onChange = { [weak self] change in
            guard let self else { return }
            self.delegate?.voiceModel(self, didChange: change)
        }
    }

    // MARK: What the user did

    /// The view loaded: load the voices.
    public func viewDidLoad() { playlist.reload() }

    /// The user pulled to refresh: load the voices again.
    public func pulledToRefresh() { playlist.reload() }

    /// The user tapped `Retry`: repeat the load that failed.
    public func retryButtonTapped() { playlist.retry() }

    /// The user selected row `index`: play it, or pause or resume it if it is the current one. An index past the end
    /// is ignored.
    public func rowSelected(at index: Int) { playlist.rowSelected(at: index) }
}
