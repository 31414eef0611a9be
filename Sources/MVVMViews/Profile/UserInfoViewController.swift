import MVVM
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The UserInfo module in MVVM: a child controller whose header is bound to its ``UserInfoViewModel``; a tap on
/// `details` goes to the view model, which decides where it leads.
@MainActor
final class UserInfoViewController: ViewController {
    let viewModel: UserInfoViewModel
    private let header = UserInfoHeaderView()
    private var bindings: [ObservationToken] = []

    init(viewModel: UserInfoViewModel) {
        self.viewModel = viewModel
        super.init()
        header.status.onRetry = { [weak self] in self?.viewModel.retryButtonTapped() }
        header.onHeaderSelected = { [weak self] in self?.viewModel.headerSelected() }
        bindings =
            viewModel.status.bind(to: header.status) + [
                observe({ [viewModel] in (viewModel.name, viewModel.friends, viewModel.avatarURL) }) {
                    [weak header] name, friends, avatarURL in
                    guard !name.isEmpty else { return }
                    header?.show(name: name, friends: friends, avatarURL: avatarURL)
                }
            ]
    }

    override func loadView() {
        view = header
    }
}
