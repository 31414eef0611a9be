/// One row of the Voice scene: the message and where it is in its playback.
public struct VoiceRow: Identifiable, Hashable, Sendable {
    /// The message.
    public var voice: VoiceMessage
    /// Where it is in its playback.
    public var state: PlayState

    /// The message's id.
    public var id: Int { voice.id }

    /// Creates a row.
    public init(voice: VoiceMessage, state: PlayState = .idle) {
        self.voice = voice
        self.state = state
    }
}
