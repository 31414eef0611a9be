/// A ``VoicePlayer`` that plays by a clock: a tick each second of that clock, the end after the audio's length.
///
/// Live, the clock is the wall clock; headless and in tests it is a virtual one, so seconds pass when a script says.
@MainActor
public final class ClockVoicePlayer: VoicePlayer {
    public var onEvent: (@MainActor (VoicePlayerEvent) -> Void)?

    private let clock: any Clock<Duration>
    private var length = 0
    private var elapsed = 0
    private var ticking: Task<Void, Never>?

    /// Creates a player on `clock`.
    public init(clock: any Clock<Duration>) {
        self.clock = clock
    }

    isolated deinit {
        ticking?.cancel()
    }

    public func play(_ audio: VoiceAudio) {
        stop()
        length = audio.seconds
        tick()
    }

    public func pause() {
        ticking?.cancel()
        ticking = nil
    }

    public func resume() {
        guard ticking == nil, elapsed < length else { return }
        tick()
    }

    public func stop() {
        pause()
        (length, elapsed) = (0, 0)
    }

    private func tick() {
        let clock = clock
        ticking = startTrackedTask { [weak self] in
            while true {
                do { try await clock.sleep(for: .seconds(1)) } catch { return }
                guard let self, !Task.isCancelled else { return }
                elapsed += 1
                guard elapsed < length else {
                    ticking = nil
                    onEvent?(.finished)
                    return
                }
                onEvent?(.ticked(elapsed: elapsed))
            }
        }
    }
}
