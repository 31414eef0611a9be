import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// One voice row's C: the row's texts, formatted, set on a dumb ``VoiceCell``.
@MainActor
struct VoiceCellHelper {
    let row: VoiceRow

    func configure(_ cell: VoiceCell) {
        cell.show(
            sender: row.voice.sender, duration: VoiceFormatting.durationText(row.voice),
            state: VoiceFormatting.stateText(row))
    }
}
