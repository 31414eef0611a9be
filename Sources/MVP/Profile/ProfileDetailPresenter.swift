import Model

/// The presenter of a screen the Profile scene pushes (`BlogDetail`, `UserDetail`, `DraftDetail`): loads its content
/// and tells its passive view what to show.
@MainActor
public final class ProfileDetailPresenter {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any ProfileDetailView)?
    /// The screen's title.
    public let title: String

    private let content: PagedList<DetailContent>

    /// Creates the presenter of `detail`, loaded and formatted by `loader`.
    public init(detail: ProfileDetail, loader: DetailLoader) {
        title = detail.title
        content = loader.list(for: detail)
        content.onChange = { [weak self] change in self?.contentChanged(change) }
    }

    /// The view is ready: load the content.
    public func viewDidLoad() { content.reload() }

    /// The user tapped `Retry`.
    public func retryButtonTapped() { content.retry() }

    private func contentChanged(_ change: ListChange) {
        view?.apply(change, of: content) { view?.show(heading: $0.heading, lines: $0.lines) }
    }
}
