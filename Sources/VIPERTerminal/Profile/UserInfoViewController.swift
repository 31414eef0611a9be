import SceneViews
import TerminalKit
import VIPER

/// The UserInfo module's view in VIPER: a child controller that is its presenter's passive ``UserInfoView`` and
/// hands `details` and `Retry` to it.
@MainActor
final class UserInfoViewController: ViewController, UserInfoView, LoadStatusHost {
    private let presenter: UserInfoPresenter
    private let header = UserInfoHeaderView()

    init(presenter: UserInfoPresenter) {
        self.presenter = presenter
        super.init()
        header.status.onRetry = { [weak self] in self?.presenter.retryButtonTapped() }
        header.onDetailsTapped = { [weak self] in self?.presenter.detailsTapped() }
    }

    override func loadView() {
        view = header
    }

    func show(name: String, friends: String, avatarURL: String) {
        header.show(name: name, friends: friends, avatarURL: avatarURL)
    }

    var loadStatus: LoadStatusView { header.status }
}
