/// The Voice scene's queue rule as a value (seed 000): the rows with their play states, which voice is current, the
/// last failure — and, for everything that happens, what the player and the network must do next, as commands.
///
/// Selecting a row downloads its audio (`buffering`), then plays it; selecting the playing row pauses it, selecting
/// it again resumes. One voice plays at a time: selecting another stops the first. When a voice ends, the next one
/// starts by itself, and after the last every row shows `play`. A failed download puts the row back to `play` with
/// the error.
///
/// It does no work itself: ``VoicePlaylist`` carries out its commands on a ``VoicePlayer`` for MVC, MVP and MVVM,
/// and TEA keeps it in its state and performs them as effects.
public struct VoiceQueue: Hashable, Sendable {
    /// What the queue needs done.
    public enum Command: Hashable, Sendable {
        /// Download the audio of voice `id`; its result goes to ``downloaded(_:of:)``.
        case download(voiceID: Int)
        /// Play this audio from its start.
        case play(VoiceAudio)
        /// Pause the player.
        case pause
        /// Resume the player.
        case resume
        /// Stop the player.
        case stop
    }

    /// The rows, in the list's order.
    public private(set) var rows: [VoiceRow] = []
    /// Why the last load or download failed, if it did.
    public private(set) var failure: ListFailure?
    /// The voice buffering, playing or paused, if any.
    public private(set) var current: Int?

    /// An empty queue.
    public init() {}

    /// The list (re)loaded with `voices`: each row keeps its play state; a current voice no longer listed stops.
    public mutating func list(_ voices: [VoiceMessage]) -> [Command] {
        let states = Dictionary(rows.map { ($0.id, $0.state) }, uniquingKeysWith: { first, _ in first })
        rows = voices.map { VoiceRow(voice: $0, state: states[$0.id] ?? .idle) }
        guard let id = current, !rows.contains(where: { $0.id == id }) else { return [] }
        current = nil
        return [.stop]
    }

    /// The list's own load failed (`failure`), or a new one started (`nil`).
    public mutating func listFailed(_ failure: ListFailure?) {
        self.failure = failure
    }

    /// The user selected voice `id`: play it, or pause or resume it if it is the current one.
    public mutating func select(voiceID id: Int) -> [Command] {
        guard let index = rows.firstIndex(where: { $0.id == id }) else { return [] }
        guard id == current else { return start(id) }
        switch rows[index].state {
        case .playing(let elapsed):
            rows[index].state = .paused(elapsed: elapsed)
            return [.pause]
        case .paused(let elapsed):
            rows[index].state = .playing(elapsed: elapsed)
            return [.resume]
        case .buffering, .idle:
            return []
        }
    }

    /// The download of voice `id` ended with `audio`; an answer for a voice no longer current is dropped.
    public mutating func downloaded(_ audio: Result<VoiceAudio, APIError>, of id: Int) -> [Command] {
        guard current == id else { return [] }
        switch audio {
        case .success(let audio):
            setState(.playing(elapsed: 0), of: id)
            return [.play(audio)]
        case .failure(let error):
            current = nil
            setState(.idle, of: id)
            failure = ListFailure(error: error, isRetryable: false)
            return []
        }
    }

    /// The player reported `event` about the current voice; at its end the next voice starts by itself.
    public mutating func playerReported(_ event: VoicePlayerEvent) -> [Command] {
        guard let id = current else { return [] }
        switch event {
        case .ticked(let elapsed):
            setState(.playing(elapsed: elapsed), of: id)
            return []
        case .finished:
            current = nil
            setState(.idle, of: id)
            guard let index = rows.firstIndex(where: { $0.id == id }), rows.indices.contains(index + 1) else {
                return []
            }
            return start(rows[index + 1].id)
        }
    }

    private mutating func start(_ id: Int) -> [Command] {
        var commands: [Command] = []
        if let playing = current {
            commands.append(.stop)
            setState(.idle, of: playing)
        }
        current = id
        failure = nil
        setState(.buffering, of: id)
        return commands + [.download(voiceID: id)]
    }

    private mutating func setState(_ state: PlayState, of id: Int) {
        guard let index = rows.firstIndex(where: { $0.id == id }) else { return }
        rows[index].state = state
    }
}
