import Model

/// What happens to the Voice scene: what the user did, what the list and the download answered, and what the player
/// reported — a tick, the end of a voice — which no view started. (Not `VoiceMessage`: that is Model's voice.)
public enum VoiceSceneMessage: Equatable, Sendable {
    /// The view is ready.
    case viewLoaded
    /// The user pulled to refresh.
    case pulledToRefresh
    /// The user tapped `Retry`.
    case retryButtonTapped
    /// The user selected the row of voice `id`.
    case rowSelected(id: Int)
    /// The download of voice `id` ended.
    case audioDownloaded(Result<VoiceAudio, APIError>, id: Int)
    /// The player reported a tick or the end of the voice playing.
    case playerReported(VoicePlayerEvent)
    /// The voices' list changed: this is what it shows now.
    case listChanged(ListState<VoiceMessage>)
}
