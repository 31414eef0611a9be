import Model
import Observation

/// One voice row's view model: the row's texts and an observable play state, which changes without any view asking
/// (a tick, the next voice starting by itself); the cell bound to it follows by observation.
@Observable
@MainActor
public final class VoiceCellViewModel: Identifiable {
    /// The voice's id.
    public let id: Int
    /// The sender.
    public let sender: String
    /// The length: `12s`.
    public let duration: String
    /// The play state: `play`, `buffering`, `playing m/Ns` or `paused`.
    public private(set) var state: String

    init(row: VoiceRow) {
        id = row.id
        sender = row.voice.sender
        duration = VoiceFormatting.durationText(row.voice)
        state = VoiceFormatting.stateText(row)
    }

    func rowChanged(to row: VoiceRow) {
        let state = VoiceFormatting.stateText(row)
        if state != self.state { self.state = state }
    }
}
