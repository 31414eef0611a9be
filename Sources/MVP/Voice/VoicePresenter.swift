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
    @discardableResult
    public func viewDidLoad() -> Task<Void, Never> { playlist.reload() }

    /// The user pulled to refresh.
    @discardableResult
    public func pulledToRefresh() -> Task<Void, Never> { playlist.reload() }

    /// The user tapped `Retry`.
    @discardableResult
    public func retryButtonTapped() -> Task<Void, Never> { playlist.retry() }

    /// The user selected row `index`: play it, or pause or resume it.
    @discardableResult
    public func rowSelected(at index: Int) -> Task<Void, Never> { playlist.rowSelected(at: index) }
}
