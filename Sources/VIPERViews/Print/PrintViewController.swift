import VIPER
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Print scene in VIPER (seed 003): the passive ``PrintView``. It forwards the `print` tap to its presenter and
/// shows what it is told; it never sees the interactor or the `Paper`.
@MainActor
public final class PrintViewController: ViewController, PrintView, PaperViewDelegate {
    private let presenter: any PrintModuleInterface
    private let paperView = PaperView()

    /// Creates the view over `presenter`, which it holds (the presenter holds it weakly).
    public init(presenter: any PrintModuleInterface) {
        self.presenter = presenter
        super.init()
        title = "Print"
    }

    public override func loadView() {
        view = paperView
    }

    public override func viewDidLoad() {
        paperView.delegate = self
        presenter.viewDidLoad()
    }

    public func show(content: String) {
        paperView.show(content: content)
    }

    public func paperViewPrintButtonTapped(_ paperView: PaperView) {
        presenter.printButtonTapped()
    }
}
