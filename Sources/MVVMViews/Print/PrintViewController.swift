import MVVM
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Print scene in MVVM (seed 003): the controller binds the label to the view model's `content` and sends it
/// the `print` tap; it never tells the view what to show.
@MainActor
public final class PrintViewController: ViewController, PaperViewDelegate {
    private let viewModel: PrintViewModel
    private let paperView = PaperView()
    private var binding: ObservationToken?

    /// Creates the scene over `viewModel`.
    public init(viewModel: PrintViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Print"
    }

    /// Creates the scene with a view model of its own; each `print` draws from `randomSource`.
    public convenience init(randomSource: any RandomSource) {
        self.init(viewModel: PrintViewModel(randomSource: randomSource))
    }

    public override func loadView() {
        view = paperView
    }

    public override func viewDidLoad() {
        paperView.delegate = self
        binding = observe({ [viewModel] in viewModel.content }) { [weak self] content in
            self?.paperView.show(content: content)
        }
    }

    public func paperViewPrintButtonTapped(_ paperView: PaperView) {
        viewModel.printButtonTapped()
    }
}
