import Model
import TEA
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// A screen the Profile scene pushes, in TEA: it renders the detail's state, which the scene's store holds, and
/// sends `Retry` as the detail's message.
@MainActor
final class ProfileDetailViewController: ViewController {
    /// The detail shown.
    let detail: ProfileDetail
    private let contentView = DetailContentView()
    private var shown: DetailContent?

    init(detail: ProfileDetail, send: @escaping @MainActor (ProfileMessage) -> Void) {
        self.detail = detail
        super.init()
        title = detail.title
        contentView.status.onRetry = { send(.detail(detail, .retryButtonTapped)) }
    }

    override func loadView() {
        view = contentView
    }

    func render(_ state: ProfileDetailState) {
        contentView.status.render(state.list.status)
        guard let content = state.loaded, content != shown else { return }
        shown = content
        contentView.show(heading: content.heading, lines: content.lines)
    }
}
