import Model

/// The Voice scene's interactor: its use cases are the ``VoicePlaylist``'s (the player, the queue rule), written
/// once in Model; it reports the playlist's changes — including the ones no view asked for, a tick or the next
/// voice starting by itself — to the presenter.
@MainActor
public final class VoiceInteractor: VoiceInteractorInput {
    public weak var output: (any ListInteractorOutput)?

    private let playlist: VoicePlaylist

    /// Creates the interactor over `playlist`.
    public init(playlist: VoicePlaylist) {
        self.playlist = playlist
        playlist.onChange = { [weak self] change in self?.output?.entitiesChanged(change) }
    }

    public var rows: [VoiceRow] { playlist.rows }

    public func loadVoices() { playlist.reload() }

    public func retryLoad() { playlist.retry() }

    public func playOrPause(at index: Int) { playlist.rowSelected(at: index) }
}
