import Model

/// Performs the Voice scene's effects: fetches the messages, downloads audio, and drives the player; the player's
/// events come back as messages. Only I/O; the state decides.
@MainActor
public final class VoiceEffectRunner: EffectRunner {
    public var send: @MainActor (VoiceSceneMessage) -> Void = { _ in }
    private let list: ListEffectRunner<VoiceMessage, VoiceSceneMessage>
    private let service: any VoiceService
    private let player: any VoicePlayer

    /// Creates a runner over `service`, playing with `player`.
    public init(service: any VoiceService, player: any VoicePlayer) {
        self.service = service
        self.player = player
        list = ListEffectRunner(service: .voices(service), wrap: VoiceSceneMessage.list)
        list.send = { [weak self] in self?.send($0) }
        player.onEvent = { [weak self] event in self?.send(.playerReported(event)) }
    }

    isolated deinit {
        player.stop()
    }

    public func perform(_ effect: VoiceEffect) {
        switch effect {
        case .list(let effect): list.perform(effect)
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
