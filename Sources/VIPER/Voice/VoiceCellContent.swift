/// A voice row as the presenter formats it for the view.
public struct VoiceCellContent: Hashable, Sendable {
    /// The sender.
    public let sender: String
    /// The length: `12s`.
    public let duration: String
    /// The play state: `play`, `buffering`, `playing m/Ns` or `paused`.
    public let state: String

    /// Creates a row's content.
    public init(sender: String, duration: String, state: String) {
        self.sender = sender
        self.duration = duration
        self.state = state
    }
}
