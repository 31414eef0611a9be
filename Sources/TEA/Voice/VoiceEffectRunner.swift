import Model

/// Performs the Voice scene's effects: loads the list, downloads audio, drives the ``VoicePlayer``; each answer and
/// each of the player's events is sent back as a message.
@MainActor
public final class VoiceEffectRunner: EffectRunner {
    public var send: @MainActor (VoiceSceneMessage) -> Void = { _ in }
    private let list: PagedList<VoiceMessage>
    private let service: any VoiceService
    private let player: any VoicePlayer

    /// Creates a runner over the voice service, playing on `player`.
    public init(service: any VoiceService, player: any VoicePlayer) {
        self.service = service
        self.player = player
        list = PagedList(voices: service)
        list.reportChanges { [weak self] state in self?.send(.listChanged(state)) }
        player.onEvent = { [weak self] event in self?.send(.playerReported(event)) }
    }

    isolated deinit {
        player.stop()
    }

    public func perform(_ effect: VoiceEffect) {
        switch effect {
        case .load: list.reload()
        case .retry: list.retry()
        case .queue(.download(let id)): download(id)
        case .queue(.play(let audio)): player.play(audio)
        case .queue(.pause): player.pause()
        case .queue(.resume): player.resume()
        case .queue(.stop): player.stop()
        }
    }

    private func download(_ id: Int) {
        let service = service
        startTrackedTask { [weak self] in
            let audio = await service.playableAudio(id: id)
            self?.send(.audioDownloaded(audio, id: id))
        }
    }
}
