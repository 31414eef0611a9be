import Model

/// The Voice scene's use cases, as its presenter calls them: load the messages, play, pause or resume one.
@MainActor
public protocol VoiceInteractorInput: AnyObject {
    /// Who hears that the rows changed — a load, a play state, an error; weak, the presenter.
    var output: (any ListInteractorOutput)? { get set }
    /// The messages and the play state of each.
    var rows: [VoiceRow] { get }
    /// Loads the messages (again).
    func loadVoices()
    /// Repeats the load that failed.
    func retryLoad()
    /// Plays row `index`, or pauses or resumes it if it is the current one.
    func playOrPause(at index: Int)
}
