import BrowserKit
import MVVM
import WebSceneViews

/// A voice row in MVVM: bound to its ``VoiceCellViewModel``, it follows the play state by observation for as long
/// as the list keeps it.
@MainActor
final class VoiceRowCell: VoiceCell {
    private var stateBinding: ObservationToken? {
        didSet { oldValue?.cancel() }
    }

    func bind(to row: VoiceCellViewModel) {
        show(sender: row.sender, duration: row.duration, state: row.state)
        stateBinding = observe({ row.state }) { [weak self] state in self?.showState(state) }
    }
}
