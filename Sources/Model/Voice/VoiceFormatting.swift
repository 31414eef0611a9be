/// The Voice scene's texts, the same in every architecture.
public enum VoiceFormatting {
    /// The message's length: `12s`.
    public static func durationText(_ voice: VoiceMessage) -> String { "\(voice.duration)s" }

    /// The row's play state: `play`, `buffering`, `playing m/Ns` or `paused`.
    public static func stateText(_ row: VoiceRow) -> String {
        switch row.state {
        case .idle: "play"
        case .buffering: "buffering"
        case .playing(let elapsed): "playing \(elapsed)/\(row.voice.duration)s"
        case .paused: "paused"
        }
    }
}
