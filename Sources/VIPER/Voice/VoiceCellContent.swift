import Model

/// A voice row as the presenter writes it for the view, in Model's words (``VoiceFormatting``).
public struct VoiceCellContent: Identifiable, Hashable, Sendable {
    /// The voice's id.
    public let id: Int
    /// The sender.
    public let sender: String
    /// The length: `12s`.
    public let duration: String
    /// The play state: `play`, `buffering`, `playing m/Ns` or `paused`.
    public let state: String

    /// The content of `row`.
    init(_ row: VoiceRow) {
        id = row.id
        sender = row.voice.sender
        duration = VoiceFormatting.durationText(row.voice)
        state = VoiceFormatting.stateText(row)
    }
}
