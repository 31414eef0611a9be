import Model
import SceneViews
import TerminalKit

/// The Print scene as seed 003 writes its MVC: the controller owns the `Paper` and the view, hears `print` through
/// the view's delegate, prints on the paper and hands the view the paper itself, which the view reads. Layered MVC
/// (``PrintViewController``) hands the view only the text, as the seed's MVP does.
@MainActor
public final class SeedPrintViewController: ViewController, PaperViewDelegate {
    private var paper = Paper()
    private let randomSource: any RandomSource
    private let paperView = PaperModelView()

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
        paperView.print(on: paper)
    }

    public func paperViewPrintButtonTapped(_ paperView: PaperView) {
        paper.print(drawingFrom: randomSource)
        self.paperView.print(on: paper)
    }
}
