import MVP
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// A screen the Profile scene pushes, in MVP: the passive ``ProfileDetailView`` of its ``ProfileDetailPresenter``.
@MainActor
final class ProfileDetailViewController: ViewController, ProfileDetailView, LoadStatusHost {
    private let presenter: ProfileDetailPresenter
    private let contentView = DetailContentView()

    init(presenter: ProfileDetailPresenter) {
        self.presenter = presenter
        super.init()
        title = presenter.title
    }

    override func loadView() {
        view = contentView
    }

    override func viewDidLoad() {
        contentView.status.onRetry = { [weak self] in self?.presenter.retryButtonTapped() }
        presenter.view = self
        presenter.viewDidLoad()
    }

    func show(heading: String, lines: [String]) {
        contentView.show(heading: heading, lines: lines)
    }

    var loadStatus: LoadStatusView { contentView.status }
}
