import MVC
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// A screen the Profile scene pushes — `BlogDetail`, `UserDetail` or `DraftDetail` — in MVC: the controller of its
/// ``ProfileDetailModel``, which loads the content; it shows what the model reports, with its own `Loading…` and
/// errors.
@MainActor
public final class ProfileDetailViewController: ViewController, ProfileListModelDelegate {
    private let model: ProfileDetailModel
    private let contentView = DetailContentView()

    /// Creates the screen titled `title` over `model`; it loads when the view loads.
    public init(title: String, model: ProfileDetailModel) {
        self.model = model
        super.init()
        self.title = title
    }

    public override func loadView() {
        view = contentView
    }

    public override func viewDidLoad() {
        model.delegate = self
        contentView.status.onRetry = { [weak model] in model?.retryButtonTapped() }
        model.viewDidLoad()
    }

    public func profileListModel<Item, Row>(_ model: ProfileListModel<Item, Row>, didChange change: ListChange) {
        contentView.status.apply(change) {
            guard let content = self.model.content else { return }
            contentView.show(heading: content.heading, lines: content.lines)
        }
    }

    public func profileListModel<Item, Row>(_ model: ProfileListModel<Item, Row>, didSelect detail: ProfileDetail) {}
}
