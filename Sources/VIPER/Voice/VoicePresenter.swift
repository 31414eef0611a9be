import Model

/// The Voice scene's presenter: hands what the user did to the interactor, formats each row's play state, and
/// tells the view which rows to redraw when the interactor reports a change.
@MainActor
public final class VoicePresenter: ListInteractorOutput {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any VoiceView)?

    private let interactor: any VoiceInteractorInput

    /// Creates the presenter over `interactor`, whose output it becomes.
    public init(interactor: any VoiceInteractorInput) {
        self.interactor = interactor
        interactor.output = self
    }

    /// How many rows the table has.
    public var numberOfRows: Int { interactor.rows.count }

    /// Row `index` as the view shows it.
    public func content(at index: Int) -> VoiceCellContent {
        let row = interactor.rows[index]
        return VoiceCellContent(
            sender: row.voice.sender, duration: VoiceFormatting.durationText(row.voice),
            state: VoiceFormatting.stateText(row))
    }

    // MARK: What the user did

    /// The view is ready: load the voices.
    public func viewDidLoad() { interactor.loadVoices() }

    /// The user pulled to refresh.
    public func pulledToRefresh() { interactor.loadVoices() }

    /// The user tapped `Retry`.
    public func retryButtonTapped() { interactor.retryLoad() }

    /// The user selected row `index`: play it, or pause or resume it.
    public func rowSelected(at index: Int) { interactor.playOrPause(at: index) }

    // MARK: What the interactor reported

    public func entitiesChanged(_ change: ListChange) {
        view?.show(change)
    }
}
