import Model

/// The Voice scene's presenter: owns the ``VoicePlaylist`` and one ``VoiceCellPresenter`` per row, and hands each
/// play-state change to that row's cell presenter, which tells the cell showing it, if any.
@MainActor
public final class VoicePresenter {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any VoiceView)?
    /// How many rows the table has.
    public var numberOfRows: Int { rows.cells.count }

    private let playlist: VoicePlaylist
    private let rows = CellPresenterList<VoiceRow, VoiceCellPresenter>(
        make: { VoiceCellPresenter(row: $0) }, update: { $0.rowChanged(to: $1) })

    /// Creates the presenter over `playlist`.
    public init(playlist: VoicePlaylist) {
        self.playlist = playlist
        playlist.onChange = { [weak self] change in
            guard let self else { return }
            self.rows.apply(change, items: self.playlist.rows, to: self.view)
        }
    }

    /// The presenter of row `index`, for the cell that shows it.
    public func cellPresenter(at index: Int) -> VoiceCellPresenter { rows.cells[index] }

    /// The view is ready: load the voices.
    public func viewDidLoad() { playlist.reload() }

    /// The user pulled to refresh.
    public func pulledToRefresh() { playlist.reload() }

    /// The user tapped `Retry`.
    public func retryButtonTapped() { playlist.retry() }

    /// The user selected row `index`: play it, or pause or resume it.
    public func rowSelected(at index: Int) { playlist.rowSelected(at: index) }
}
