import Model

/// One voice row's presenter (seed 000's `VoiceCellPresenter`): the row's texts, and a play state that changes
/// without any view asking — a tick, a pause, the next voice starting by itself.
///
/// So it cannot answer a call from its cell: it calls whichever cell shows it now, through
/// ``didUpdatePlayState``, a handler the cell installs each time it is bound (the seed's
/// `didUpdatePlayStateHandler`).
@MainActor
public final class VoiceCellPresenter {
    /// The sender.
    public let sender: String
    /// The length: `12s`.
    public let duration: String
    /// The play state now: `play`, `buffering`, `playing m/Ns` or `paused`.
    public private(set) var state: String
    /// Called with each new play state; the cell showing this row installs it when it is bound.
    public var didUpdatePlayState: (@MainActor (String) -> Void)?

    init(row: VoiceRow) {
        sender = row.voice.sender
        duration = VoiceFormatting.durationText(row.voice)
        state = VoiceFormatting.stateText(row)
    }

    func rowChanged(to row: VoiceRow) {
        let state = VoiceFormatting.stateText(row)
        guard state != self.state else { return }
        self.state = state
        didUpdatePlayState?(state)
    }
}
