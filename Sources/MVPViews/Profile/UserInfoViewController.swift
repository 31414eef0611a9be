import MVP
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The UserInfo module in MVP: a child controller that is its presenter's passive view; a tap on `details` goes to
/// the presenter, which decides where it leads.
@MainActor
final class UserInfoViewController: ViewController, UserInfoView, LoadStatusHost {
    let presenter: UserInfoPresenter
    private let header = UserInfoHeaderView()

    init(presenter: UserInfoPresenter) {
        self.presenter = presenter
        super.init()
        presenter.view = self
        header.status.onRetry = { [weak self] in self?.presenter.retryButtonTapped() }
        header.onHeaderSelected = { [weak self] in self?.presenter.headerSelected() }
    }

    override func loadView() {
        view = header
    }

    func show(name: String, friends: String, avatarURL: String) {
        header.show(name: name, friends: friends, avatarURL: avatarURL)
    }

    var loadStatus: LoadStatusView { header.status }
}
