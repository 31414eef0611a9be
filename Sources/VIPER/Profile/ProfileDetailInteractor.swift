import Model

/// A detail screen's interactor: its content as a list of one, loaded by the Model's ``DetailLoader``.
@MainActor
public final class ProfileDetailInteractor: ProfileDetailInteractorInput {
    public weak var output: (any ListInteractorOutput)?

    private let list: PagedList<DetailContent>

    /// Creates the interactor of `detail`, loaded and formatted by `loader`.
    public init(detail: ProfileDetail, loader: DetailLoader) {
        list = loader.list(for: detail)
        list.onChange = { [weak self] change in self?.output?.entitiesChanged(change) }
    }

    public var content: DetailContent? { list.item }

    public func loadContent() { list.reload() }

    public func retryLoad() { list.retry() }
}
