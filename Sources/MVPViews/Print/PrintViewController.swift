import MVP
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Print scene in MVP (seed 003): the controller is the passive view. It implements ``PrintView``, holds its
/// presenter, forwards the `print` tap, and shows what it is told; it never sees the `Paper`.
@MainActor
public final class PrintViewController: ViewController, PrintView, PaperViewDelegate {
    private let presenter: PrintPresenter
    private let paperView = PaperView()

    /// Creates the scene over `presenter`, which it holds (the presenter holds it weakly).
    public init(presenter: PrintPresenter) {
        self.presenter = presenter
        super.init()
        title = "Print"
    }

    /// Creates the scene with a presenter of its own; each `print` draws from `randomSource`.
    public convenience init(randomSource: any RandomSource) {
        self.init(presenter: PrintPresenter(randomSource: randomSource))
    }

    public override func loadView() {
        view = paperView
    }

    public override func viewDidLoad() {
        paperView.delegate = self
        presenter.view = self
        presenter.viewDidLoad()
    }

    public func show(content: String) {
        paperView.show(content: content)
    }

    public func paperViewPrintButtonTapped(_ paperView: PaperView) {
        presenter.printButtonTapped()
    }
}
