import Model

/// The Voice scene's presenter: hands what the user did to the interactor, turns the voices it reports into rows,
/// and tells the view which rows to draw again.
@MainActor
public final class VoicePresenter: VoiceModuleInterface, VoiceInteractorOutput {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any VoiceView)?

    private let interactor: any VoiceInteractorInput
    private var rows = ShownRows<VoiceCellContent>()
    private var status = LoadStatus()

    /// Creates the presenter over `interactor`; the assembly makes it the interactor's output.
    public init(interactor: any VoiceInteractorInput) {
        self.interactor = interactor
    }

    public var numberOfRows: Int { rows.count }

    public func row(at index: Int) -> VoiceCellContent? { rows.row(at: index) }

    // MARK: What the user did

    public func viewDidLoad() { interactor.loadVoices() }

    public func pulledToRefresh() { interactor.loadVoices() }

    public func retryButtonTapped() { interactor.retryLoad() }

    /// Plays the selected voice, or pauses or resumes it.
    public func rowSelected(at index: Int) {
        guard let row = rows.row(at: index) else { return }
        interactor.playOrPause(voiceID: row.id)
    }

    // MARK: What the interactor reported

    public func voicesLoaded(_ voices: [VoiceRow]) {
        rows.replace(with: voices.map(VoiceCellContent.init))
        view?.reloadAllRows()
    }

    public func voiceUpdated(_ voice: VoiceRow) {
        guard let index = rows.update(VoiceCellContent(voice)) else { return }
        view?.reloadRows([index])
    }

    public func statusChanged(_ status: LoadStatus) {
        view?.show(status, over: self.status)
        self.status = status
    }
}
