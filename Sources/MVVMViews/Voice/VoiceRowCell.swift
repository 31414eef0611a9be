import MVVM
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// A voice row in MVVM: bound to its ``VoiceCellViewModel``, it follows the play state by observation until it is
/// reused.
@MainActor
final class VoiceRowCell: VoiceCell {
    private var stateBinding: ObservationToken? {
        didSet { oldValue?.cancel() }
    }

    func bind(to row: VoiceCellViewModel) {
        show(sender: row.sender, duration: row.duration, state: row.state)
        stateBinding = observe({ row.state }) { [weak self] state in self?.showState(state) }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        stateBinding = nil
    }
}
