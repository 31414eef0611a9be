import BrowserKit
import MVP
import WebSceneViews

/// A voice row in MVP: shows its ``VoiceCellPresenter`` and installs the presenter's play-state handler when bound,
/// so the presenter reaches this cell for as long as the list keeps it.
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
}
