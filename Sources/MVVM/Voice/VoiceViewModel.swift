import Model
import Observation

/// The Voice scene's view model: owns the ``VoicePlaylist`` and turns it into observable rows, each a
/// ``VoiceCellViewModel`` whose play state changes in place.
@Observable
@MainActor
public final class VoiceViewModel {
    /// The rows, `Loading…` and the error.
    public let list = RowList<VoiceRow, VoiceCellViewModel>(
        make: { VoiceCellViewModel(row: $0) }, update: { $0.rowChanged(to: $1) })

    @ObservationIgnored private let playlist: VoicePlaylist

    /// Creates the view model over `playlist`.
    public init(playlist: VoicePlaylist) {
        self.playlist = playlist
        playlist.onChange = { [weak self] change in
            guard let self else { return }
            self.list.apply(change, items: self.playlist.rows)
        }
    }

    /// The view is ready: load the voices.
    public func viewDidLoad() {
        playlist.reload()
    }

    /// The user pulled to refresh.
    public func pulledToRefresh() {
        playlist.reload()
    }

    /// The user tapped `Retry`.
    public func retryButtonTapped() {
        playlist.retry()
    }

    /// The user selected a row: play it, or pause or resume it.
    public func rowSelected(at index: Int) {
        playlist.rowSelected(at: index)
    }
}
