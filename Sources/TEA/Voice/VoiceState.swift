import Model

/// The Voice scene's state (seed 000): the messages as Model's ``Model/ListMachine`` holds them, and the play queue as
/// Model's ``Model/VoiceQueue`` value. `update` hands the player's ticks and the list's changes to the queue, which
/// answers the downloads and player commands to perform.
public struct VoiceState: SceneState, Equatable {
    /// The messages, `Loading…` and the error.
    public var list = ListMachine<VoiceMessage>(source: .all)
    /// Who plays, and each row's play state.
    public var queue = VoiceQueue()

    /// The state before the first load.
    public init() {}

    /// The rows, as every architecture writes them.
    public var rows: [VoiceRow] { queue.rows }
    /// `Loading…` from the list, the error from the queue (a failed download, or the list's failure).
    public var status: LoadStatus { LoadStatus(isLoading: list.isLoading, failure: queue.failure) }

    public mutating func update(_ message: VoiceSceneMessage) -> [VoiceEffect] {
        switch message {
        case .viewDidLoad:
            return list.handle(.reloadAsked).commands.map(VoiceEffect.list)
        case .rowSelected(let index):
            guard queue.rows.indices.contains(index) else { return [] }
            return queue.select(voiceID: queue.rows[index].id).map(VoiceEffect.queue)
        case .audioDownloaded(let audio, let id):
            return queue.downloaded(audio, of: id).map(VoiceEffect.queue)
        case .playerReported(let event):
            return queue.playerReported(event).map(VoiceEffect.queue)
        case .list(let message):
            let before = list
            let effects = list.update(message).map(VoiceEffect.list)
            if list.failure != before.failure { queue.listFailed(list.failure) }
            guard list.items != before.items else { return effects }
            return effects + queue.list(list.items).map(VoiceEffect.queue)
        }
    }
}
