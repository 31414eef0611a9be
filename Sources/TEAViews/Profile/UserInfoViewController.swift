import Model
import TEA
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The UserInfo module in TEA: a child controller whose header renders the module's state and sends `Retry` and
/// `details` as the module's messages — the scene's update decides where `details` leads.
@MainActor
final class UserInfoViewController: ViewController {
    private let header = UserInfoHeaderView()
    private var shownUser: User?

    init(send: @escaping @MainActor (ProfileMessage) -> Void) {
        super.init()
        header.status.onRetry = { send(.userInfo(.retryButtonTapped)) }
        header.onHeaderSelected = { send(.headerSelected) }
    }

    override func loadView() {
        view = header
    }

    func render(_ state: UserInfoState) {
        header.status.render(state.list.status)
        guard let user = state.user, user != shownUser, let text = state.header else { return }
        shownUser = user
        header.show(name: text.name, friends: text.friends, avatarURL: user.avatarURL)
    }
}
