/// The Voice scene's business model (seed 000's voice list), written once for every architecture: the messages, the
/// play state of each, and the queue rule.
///
/// Selecting a row downloads its audio (`buffering`), then plays it; selecting the playing row pauses it, selecting
/// it again resumes. One voice plays at a time: selecting another stops the first. When a voice ends, the next one
/// starts by itself — a change no view asked for — and after the last every row shows `play`. Every change is
/// published as a ``ListChange``: a play state changes one row (`.updated`).
///
/// The rule itself is a value, ``VoiceQueue``; the playlist loads the list, keeps the queue and carries out its
/// commands on the player and the network.
@MainActor
public final class VoicePlaylist {
    /// Hears every change: the list loaded, a row's play state, `Loading…`, an error.
    public var onChange: (@MainActor (ListChange) -> Void)?
    /// The rows, in the server's order.
    public var rows: [VoiceRow] { queue.rows }
    /// Why the last load or download failed, if it did.
    public var failure: ListFailure? { queue.failure }
    /// Whether the list is loading.
    public var isLoading: Bool { voices.isLoading }

    private let voices: PagedList<VoiceMessage>
    private let service: any VoiceService
    private let player: any VoicePlayer
    private var queue = VoiceQueue()

    /// Creates the playlist of `service`'s messages, played by `player`; it loads on ``reload()``.
    public init(service: any VoiceService, player: any VoicePlayer) {
        self.service = service
        self.player = player
        voices = PagedList(voices: service)
        voices.onChange = { [weak self] change in self?.voicesChanged(change) }
        player.onEvent = { [weak self] event in self?.playerReported(event) }
    }

    isolated deinit {
        player.stop()
    }

    /// Loads the messages (again).
    @discardableResult
    public func reload() -> Task<Void, Never> { voices.reload() }

    /// Repeats the load that failed.
    @discardableResult
    public func retry() -> Task<Void, Never> { voices.retry() }

    /// The user selected row `index`: play it, or pause or resume it if it is the current one.
    @discardableResult
    public func rowSelected(at index: Int) -> Task<Void, Never> {
        guard rows.indices.contains(index) else { return Task {} }
        let id = rows[index].id
        return step { $0.select(voiceID: id) }
    }

    private func playerReported(_ event: VoicePlayerEvent) {
        step { $0.playerReported(event) }
    }

    /// Moves the queue on, publishes the rows whose play state changed and the failure, then carries out the
    /// queue's commands; answers the download started, if any.
    @discardableResult
    private func step(_ move: (inout VoiceQueue) -> [VoiceQueue.Command]) -> Task<Void, Never> {
        let before = queue
        let commands = move(&queue)
        for index in rows.indices where before.rows.indices.contains(index) && before.rows[index] != rows[index] {
            onChange?(.updated([index]))
        }
        if before.failure != failure { onChange?(.failureChanged(failure)) }
        return carryOut(commands)
    }

    @discardableResult
    private func carryOut(_ commands: [VoiceQueue.Command]) -> Task<Void, Never> {
        var download = Task<Void, Never> {}
        for command in commands {
            switch command {
            case .download(let id): download = self.download(id)
            case .play(let audio): player.play(audio)
            case .pause: player.pause()
            case .resume: player.resume()
            case .stop: player.stop()
            }
        }
        return download
    }

    private func download(_ id: Int) -> Task<Void, Never> {
        let service = service
        return startTrackedTask { [weak self] in
            let audio = await service.playableAudio(id: id)
            self?.step { $0.downloaded(audio, of: id) }
        }
    }

    private func voicesChanged(_ change: ListChange) {
        switch change {
        case .reloaded, .appended, .removed:
            carryOut(queue.list(voices.items))
            onChange?(change)
        case .updated:
            break
        case .loadingChanged:
            onChange?(change)
        case .failureChanged(let failure):
            step { queue in
                queue.listFailed(failure)
                return []
            }
        }
    }
}
