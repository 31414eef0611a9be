import Foundation

/// A voice message in the Voice scene: who sent it and how long it plays.
public struct VoiceMessage: Codable, Hashable, Sendable, Identifiable {
    /// The server's id for this message.
    public var id: Int
    /// The sender's display name.
    public var sender: String
    /// How long it plays, in whole seconds.
    public var duration: Int

    /// Creates a voice message from its wire fields.
    public init(id: Int, sender: String, duration: Int) {
        self.id = id
        self.sender = sender
        self.duration = duration
    }
}
