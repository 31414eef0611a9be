import MVP
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// A voice row in MVP: shows its ``VoiceCellPresenter`` and installs the presenter's play-state handler when bound,
/// so the presenter reaches this cell for as long as it shows that row — and never after it was reused.
@MainActor
final class VoiceRowCell: VoiceCell {
    private(set) var presenter: VoiceCellPresenter?

    func bind(to presenter: VoiceCellPresenter) {
        self.presenter = presenter
        show(sender: presenter.sender, duration: presenter.duration, state: presenter.state)
        presenter.didUpdatePlayState = { [weak self, weak presenter] state in
            guard let self, self.presenter === presenter else { return }
            showState(state)
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        presenter = nil
    }
}
