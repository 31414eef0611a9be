import MVP
import Model
import SceneViews
import TerminalKit

/// The UserInfo module in MVP: a child controller that is its presenter's passive view, and reports a tap on
/// `details` to whoever placed it — the scene decides where that leads.
@MainActor
final class UserInfoViewController: ViewController, UserInfoView, LoadStatusHost {
    /// Called with the user when `details` is tapped.
    var onDetailsSelected: (@MainActor (User) -> Void)?
    let presenter: UserInfoPresenter
    private let header = UserInfoHeaderView()

    init(presenter: UserInfoPresenter) {
        self.presenter = presenter
        super.init()
        presenter.view = self
        header.status.onRetry = { [weak self] in self?.presenter.retryButtonTapped() }
        header.onDetailsTapped = { [weak self] in
            guard let self, let user = self.presenter.user else { return }
            self.onDetailsSelected?(user)
        }
    }

    override func loadView() {
        view = header
    }

    func show(name: String, friends: String, avatarURL: String) {
        header.show(name: name, friends: friends, avatarURL: avatarURL)
    }

    var loadStatus: LoadStatusView { header.status }
}
