import Model
import SceneViews
import TerminalKit

/// A screen the Profile scene pushes — `BlogDetail`, `UserDetail` or `DraftDetail` — in MVC: it loads its content
/// and shows it, with its own `Loading…` and errors.
@MainActor
public final class ProfileDetailViewController: ViewController {
    private let content: PagedList<DetailContent>
    private let contentView = DetailContentView()

    /// Creates the screen for `detail`, loaded and formatted by `loader`.
    public init(detail: ProfileDetail, loader: DetailLoader) {
        content = loader.list(for: detail)
        super.init()
        title = detail.title
    }

    public override func loadView() {
        view = contentView
    }

    public override func viewDidLoad() {
        contentView.status.onRetry = { [weak self] in self?.content.retry() }
        content.onChange = { [weak self] change in self?.contentChanged(change) }
        content.reload()
    }

    private func contentChanged(_ change: ListChange) {
        contentView.status.apply(change, of: content) { contentView.show(heading: $0.heading, lines: $0.lines) }
    }
}
