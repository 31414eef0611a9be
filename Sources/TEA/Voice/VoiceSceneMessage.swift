import Model

/// What happens to the Voice scene: what the user did, the server's answers, and what the player reported.
public enum VoiceSceneMessage: Equatable, Sendable {
    /// The view is ready.
    case viewDidLoad
    /// The user selected row `at`: play, pause or resume it.
    case rowSelected(at: Int)
    /// A voice's audio arrived, or failed.
    case audioDownloaded(Result<VoiceAudio, APIError>, id: Int)
    /// The player reported progress, or the end of a voice.
    case playerReported(VoicePlayerEvent)
    /// A list gesture (pull, `Retry`) or an answer: the messages loaded.
    case list(ListMessage<VoiceMessage>)
}
