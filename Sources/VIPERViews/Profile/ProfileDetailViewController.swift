import VIPER
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// A screen the Profile scene's router pushes, in VIPER: the passive ``ProfileDetailView`` of its presenter.
@MainActor
final class ProfileDetailViewController: ViewController, ProfileDetailView, LoadStatusHost {
    private let presenter: any ProfileDetailModuleInterface
    private let contentView = DetailContentView()

    init(presenter: any ProfileDetailModuleInterface) {
        self.presenter = presenter
        super.init()
        title = presenter.title
    }

    override func loadView() {
        view = contentView
    }

    override func viewDidLoad() {
        contentView.status.onRetry = { [weak self] in self?.presenter.retryButtonTapped() }
        presenter.viewDidLoad()
    }

    func show(heading: String, lines: [String]) {
        contentView.show(heading: heading, lines: lines)
    }

    var loadStatus: LoadStatusView { contentView.status }
}
