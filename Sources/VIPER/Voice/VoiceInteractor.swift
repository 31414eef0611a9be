import Model

/// The Voice scene's interactor: its use cases are the ``VoicePlaylist``'s (the player, the queue rule), written
/// once in Model; it turns the playlist's changes — including the ones no view asked for, a tick or the next voice
/// starting by itself — into the voices it reports to its presenter.
@MainActor
public final class VoiceInteractor: VoiceInteractorInput {
    /// Who hears about the voices; weak, the presenter.
    public weak var output: (any VoiceInteractorOutput)?

    private let playlist: VoicePlaylist

    /// Creates the interactor over `playlist`.
    public init(playlist: VoicePlaylist) {
        self.playlist = playlist
        playlist.onChange = { [weak self] change in self?.report(change) }
    }

    public func loadVoices() { playlist.reload() }

    public func retryLoad() { playlist.retry() }

    public func playOrPause(voiceID id: Int) {
        guard let index = playlist.rows.firstIndex(where: { $0.id == id }) else { return }
        playlist.rowSelected(at: index)
    }

    private func report(_ change: ListChange) {
        switch change {
        case .reloaded, .appended, .removed:
            output?.voicesLoaded(playlist.rows)
        case .updated(let rows):
            for index in rows where playlist.rows.indices.contains(index) { output?.voiceUpdated(playlist.rows[index]) }
        case .loadingChanged, .failureChanged:
            output?.statusChanged(LoadStatus(isLoading: playlist.isLoading, failure: playlist.failure))
        }
    }
}
