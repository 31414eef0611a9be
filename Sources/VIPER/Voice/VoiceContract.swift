import Model

/// What the Voice presenter asks of its passive view: which rows to draw again — a play state changes one row, the
/// end of a voice the two it touched — `Loading…` and the error (``ListView``).
@MainActor
public protocol VoiceView: ListView {}

/// What the Voice view tells its presenter, and asks it when it draws.
@MainActor
public protocol VoiceModuleInterface: AnyObject {
    /// How many rows the table has.
    var numberOfRows: Int { get }
    /// Row `index`'s display value, or `nil` for a row the table does not show.
    func row(at index: Int) -> VoiceCellContent?
    /// The view is ready.
    func viewDidLoad()
    /// The user pulled to refresh.
    func pulledToRefresh()
    /// The user tapped `Retry`.
    func retryButtonTapped()
    /// The user selected row `index`.
    func rowSelected(at index: Int)
}

/// The Voice scene's use cases, as its presenter asks for them: load the messages, play, pause or resume one.
@MainActor
public protocol VoiceInteractorInput: AnyObject {
    /// Loads the messages (again).
    func loadVoices()
    /// Repeats what failed.
    func retryLoad()
    /// Plays voice `id`, or pauses or resumes it if it is the current one.
    func playOrPause(voiceID id: Int)
}

/// What the Voice interactor tells its presenter: the voices and where each is in its playback, as entities —
/// including the changes no view asked for, a tick or the next voice starting by itself.
@MainActor
public protocol VoiceInteractorOutput: AnyObject {
    /// These voices replace the ones shown.
    func voicesLoaded(_ voices: [VoiceRow])
    /// This voice's play state changed.
    func voiceUpdated(_ voice: VoiceRow)
    /// `Loading…` or the failure changed.
    func statusChanged(_ status: LoadStatus)
}
