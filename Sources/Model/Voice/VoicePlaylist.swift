/// The Voice scene's business model (seed 000's voice list), written once for every architecture: the messages, the
/// play state of each, and the queue rule.
///
/// Selecting a row downloads its audio (`buffering`), then plays it; selecting the playing row pauses it, selecting
/// it again resumes. One voice plays at a time: selecting another stops the first. When a voice ends, the next one
/// starts by itself — a change no view asked for — and after the last every row shows `play`. Every change is
/// published as a ``ListChange``: a play state changes one row (`.updated`).
@MainActor
public final class VoicePlaylist {
    /// Hears every change: the list loaded, a row's play state, `Loading…`, an error.
    public var onChange: (@MainActor (ListChange) -> Void)?
    /// The rows, in the server's order.
    public private(set) var rows: [VoiceRow] = []
    /// Why the last load or download failed, if it did.
    public private(set) var failure: ListFailure?
    /// Whether the list is loading.
    public var isLoading: Bool { voices.isLoading }

    private let voices: PagedList<VoiceMessage>
    private let service: any VoiceService
    private let player: any VoicePlayer
    private var current: Int?

    /// Creates the playlist of `service`'s messages, played by `player`; it loads on ``reload()``.
    public init(service: any VoiceService, player: any VoicePlayer) {
        self.service = service
        self.player = player
        voices = PagedList(fetch: { _ throws(APIError) in PageBatch(items: try await service.voices(), hasMore: false) }
        )
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
        guard id == current else { return start(id) }
        switch rows[index].state {
        case .playing(let elapsed):
            player.pause()
            setState(.paused(elapsed: elapsed), of: id)
        case .paused(let elapsed):
            player.resume()
            setState(.playing(elapsed: elapsed), of: id)
        case .buffering, .idle:
            break
        }
        return Task {}
    }

    @discardableResult
    private func start(_ id: Int) -> Task<Void, Never> {
        stopCurrent()
        current = id
        setFailure(nil)
        setState(.buffering, of: id)
        let service = service
        return startTrackedTask { [weak self] in
            let audio: Result<VoiceAudio, APIError>
            do throws(APIError) {
                audio = .success(try VoiceAudio(wav: try await service.audio(id: id)))
            } catch {
                audio = .failure(error)
            }
            self?.downloaded(audio, of: id)
        }
    }

    private func downloaded(_ audio: Result<VoiceAudio, APIError>, of id: Int) {
        guard current == id else { return }
        switch audio {
        case .success(let audio):
            player.play(audio)
            setState(.playing(elapsed: 0), of: id)
        case .failure(let error):
            current = nil
            setState(.idle, of: id)
            setFailure(ListFailure(error: error, isRetryable: false))
        }
    }

    private func playerReported(_ event: VoicePlayerEvent) {
        guard let id = current else { return }
        switch event {
        case .ticked(let elapsed):
            setState(.playing(elapsed: elapsed), of: id)
        case .finished:
            current = nil
            setState(.idle, of: id)
            if let index = rows.firstIndex(where: { $0.id == id }), rows.indices.contains(index + 1) {
                start(rows[index + 1].id)
            }
        }
    }

    private func stopCurrent() {
        guard let id = current else { return }
        player.stop()
        current = nil
        setState(.idle, of: id)
    }

    private func setState(_ state: PlayState, of id: Int) {
        guard let index = rows.firstIndex(where: { $0.id == id }), rows[index].state != state else { return }
        rows[index].state = state
        onChange?(.updated([index]))
    }

    private func setFailure(_ failure: ListFailure?) {
        guard failure != self.failure else { return }
        self.failure = failure
        onChange?(.failureChanged(failure))
    }

    private func voicesChanged(_ change: ListChange) {
        switch change {
        case .reloaded, .appended, .removed:
            let states = Dictionary(rows.map { ($0.id, $0.state) }, uniquingKeysWith: { first, _ in first })
            rows = voices.items.map { VoiceRow(voice: $0, state: states[$0.id] ?? .idle) }
            if let id = current, !rows.contains(where: { $0.id == id }) {
                player.stop()
                current = nil
            }
            onChange?(change)
        case .updated:
            break
        case .loadingChanged:
            onChange?(change)
        case .failureChanged(let failure):
            setFailure(failure)
        }
    }
}
