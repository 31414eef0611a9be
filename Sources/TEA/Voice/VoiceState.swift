import Model

/// The Voice scene's state (seed 000): the voices' list as loaded, and Model's ``VoiceQueue`` — the rows with their
/// play states and the rule of what plays next. Everything that happens arrives as a message, the player's ticks
/// and the end of a voice included; the update hands it to the queue and turns the queue's commands into effects.
public struct VoiceState: SceneState, Equatable {
    /// The voices as loaded: `Loading…`, and the error of a failed load.
    public var list = ListState<VoiceMessage>()
    /// The rows and who plays.
    public var queue = VoiceQueue()

    /// Creates the state of a scene that has not loaded yet.
    public init() {}

    /// The rows, with their play states.
    public var rows: [VoiceRow] { queue.rows }
    /// `Loading…` while the list loads, and the error of the load or of a download.
    public var status: LoadStatus { LoadStatus(isLoading: list.status.isLoading, failure: queue.failure) }

    public mutating func update(_ message: VoiceSceneMessage) -> [VoiceEffect] {
        switch message {
        case .viewLoaded, .pulledToRefresh:
            return [.load]
        case .retryButtonTapped:
            return [.retry]
        case .rowSelected(let id):
            return queue.select(voiceID: id).map(VoiceEffect.queue)
        case .audioDownloaded(let audio, let id):
            return queue.downloaded(audio, of: id).map(VoiceEffect.queue)
        case .playerReported(let event):
            return queue.playerReported(event).map(VoiceEffect.queue)
        case .listChanged(let list):
            let before = self.list
            self.list = list
            if list.status.failure != before.status.failure { queue.listFailed(list.status.failure) }
            guard list.items != before.items else { return [] }
            return queue.list(list.items).map(VoiceEffect.queue)
        }
    }
}
