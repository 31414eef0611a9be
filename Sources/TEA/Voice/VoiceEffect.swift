import Model

/// The work the Voice scene asks for.
public enum VoiceEffect: Hashable, Sendable {
    /// Load the voices.
    case load
    /// Repeat the load that failed.
    case retry
    /// What the queue needs done: download a voice's audio, or play, pause, resume or stop the player.
    case queue(VoiceQueue.Command)
}
