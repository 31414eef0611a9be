import Model
import VIPER
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The UserInfo module's view in VIPER: a child controller that is its presenter's passive ``UserInfoView`` and
/// hands `details` (the header selected) and `Retry` to it.
@MainActor
final class UserInfoViewController: ViewController, UserInfoView, LoadStatusHost {
    private let presenter: any UserInfoModuleInterface
    private let header = UserInfoHeaderView()

    init(presenter: any UserInfoModuleInterface) {
        self.presenter = presenter
        super.init()
        header.status.onRetry = { [weak self] in self?.presenter.retryButtonTapped() }
        header.onHeaderSelected = { [weak self] in self?.presenter.headerSelected() }
    }

    override func loadView() {
        view = header
    }

    func show(_ profileHeader: ProfileHeader, avatarURL: String) {
        header.show(name: profileHeader.name, friends: profileHeader.friends, avatarURL: avatarURL)
    }

    var loadStatus: LoadStatusView { header.status }
}
