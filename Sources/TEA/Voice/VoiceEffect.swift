import Model

/// The work the Voice scene asks for: the list's fetches, and the queue's downloads and player commands.
public enum VoiceEffect: Equatable, Sendable {
    /// A fetch of the voice messages.
    case list(ListEffect<VoiceMessage>)
    /// A download or a player command that Model's ``Model/VoiceQueue`` decided.
    case queue(VoiceQueue.Command)
}
