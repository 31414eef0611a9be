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

    /// What the view sends when the user does something.
    public enum Action: Hashable, Sendable {
        /// The view is ready: load the voices.
        case viewDidLoad
        /// The user pulled to refresh.
        case pulledToRefresh
        /// The user tapped `Retry`.
        case retryButtonTapped
        /// The user selected a row: play it, or pause or resume it.
        case rowSelected(at: Int)
    }

    /// Carries out what the user did; the answer is the work it started, for a test to await.
    public func send(_ action: Action) {
        switch action {
        case .viewDidLoad, .pulledToRefresh: playlist.reload()
        case .retryButtonTapped: playlist.retry()
        case .rowSelected(let index): playlist.rowSelected(at: index)
        }
    }
}
