import Model
import Observation

/// The view model of a screen the Profile scene pushes (`BlogDetail`, `UserDetail`, `DraftDetail`): loads its
/// content into observable text.
@Observable
@MainActor
public final class ProfileDetailViewModel {
    /// The screen's title.
    public let title: String
    /// The heading; empty until loaded.
    public private(set) var heading = ""
    /// The lines under the heading; empty until loaded.
    public private(set) var lines: [String] = []
    /// `Loading…` and the error.
    public let status = LoadState()

    @ObservationIgnored private let content: PagedList<DetailContent>

    /// Creates the view model of `detail`, loaded and formatted by `loader`.
    public init(detail: ProfileDetail, loader: DetailLoader) {
        title = detail.title
        content = loader.list(for: detail)
        content.onChange = { [weak self] change in self?.contentChanged(change) }
    }

    /// The view is ready: load the content.
    public func viewDidLoad() {
        content.reload()
    }

    /// `Retry`.
    public func retryButtonTapped() {
        content.retry()
    }

    private func contentChanged(_ change: ListChange) {
        guard !status.apply(change), let content = content.item else { return }
        heading = content.heading
        lines = content.lines
    }
}
