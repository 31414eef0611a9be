import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Print scene in MVC (seed 003): the controller owns the `Paper` and the ``PaperView``, hears the view's
/// `print` tap through its delegate, changes the paper and puts its content on the view.
@MainActor
public final class PrintViewController: ViewController, PaperViewDelegate {
    private var paper = Paper()
    private let randomSource: any RandomSource
    private let paperView = PaperView()

    /// Creates the scene; each `print` draws its line number from `randomSource`.
    public init(randomSource: any RandomSource) {
        self.randomSource = randomSource
        super.init()
        title = "Print"
    }

    public override func loadView() {
        view = paperView
    }

    public override func viewDidLoad() {
        paperView.delegate = self
        paperView.show(content: paper.content)
    }

    public func paperViewPrintButtonTapped(_ paperView: PaperView) {
        paper.print(drawingFrom: randomSource)
        paperView.show(content: paper.content)
    }
}
