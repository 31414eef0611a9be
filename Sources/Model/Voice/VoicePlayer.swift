/// Plays one voice message at a time and tells its owner how it goes — events no view started.
///
/// There is no sound device here: ``ClockVoicePlayer`` plays by a clock. Another implementation (a real audio
/// device, a test double) plugs in behind the same protocol.
@MainActor
public protocol VoicePlayer: AnyObject {
    /// Hears every tick and the end of the voice playing.
    var onEvent: (@MainActor (VoicePlayerEvent) -> Void)? { get set }
    /// Plays `audio` from its start, replacing whatever was playing.
    func play(_ audio: VoiceAudio)
    /// Pauses; ``resume()`` goes on from the same second.
    func pause()
    /// Goes on after ``pause()``.
    func resume()
    /// Stops; nothing plays and no event follows.
    func stop()
}

/// What a ``VoicePlayer`` reports.
public enum VoicePlayerEvent: Hashable, Sendable {
    /// Another whole second has played: `elapsed` in all.
    case ticked(elapsed: Int)
    /// The voice played to its end.
    case finished
}
