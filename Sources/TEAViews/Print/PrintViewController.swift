import Model
import TEA
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Print scene in TEA (seed 003): the controller renders the store's state into the label and sends the `print`
/// tap as a message; it decides nothing.
@MainActor
public final class PrintViewController: ViewController, PaperViewDelegate {
    private let store: Store<PrintState>
    private let paperView = PaperView()

    /// Creates the scene over `store`.
    public init(store: Store<PrintState>) {
        self.store = store
        super.init()
        title = "Print"
    }

    public override func loadView() {
        view = paperView
    }

    public override func viewDidLoad() {
        paperView.delegate = self
        store.onChange = { [weak self] state in self?.render(state) }
    }

    private func render(_ state: PrintState) {
        paperView.show(content: state.paper.content)
    }

    public func paperViewPrintButtonTapped(_ paperView: PaperView) {
        store.send(.printButtonTapped)
    }
}
