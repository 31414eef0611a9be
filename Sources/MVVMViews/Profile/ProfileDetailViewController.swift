import MVVM
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// A screen the Profile scene pushes, in MVVM: its content view bound to its ``ProfileDetailViewModel``.
@MainActor
final class ProfileDetailViewController: ViewController {
    private let viewModel: ProfileDetailViewModel
    private let contentView = DetailContentView()
    private var bindings: [ObservationToken] = []

    init(viewModel: ProfileDetailViewModel) {
        self.viewModel = viewModel
        super.init()
        title = viewModel.title
    }

    override func loadView() {
        view = contentView
    }

    override func viewDidLoad() {
        contentView.status.onRetry = { [weak self] in self?.viewModel.retryButtonTapped() }
        let viewModel = self.viewModel
        bindings =
            viewModel.status.bind(to: contentView.status) + [
                observe({ (viewModel.heading, viewModel.lines) }) { [weak contentView] heading, lines in
                    contentView?.show(heading: heading, lines: lines)
                }
            ]
        viewModel.viewDidLoad()
    }
}
