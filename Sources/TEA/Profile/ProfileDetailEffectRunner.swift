import Model

/// Performs a pushed detail's effects: a list of one from Model's ``Model/DetailLoader`` per detail shown.
@MainActor
public final class ProfileDetailEffectRunner: EffectRunner {
    public var send: @MainActor (ProfileDetailState.Message) -> Void = { _ in }
    private let loader: DetailLoader
    private var content: PagedList<DetailContent>?

    /// Creates a runner loading with `loader`.
    public init(loader: DetailLoader) {
        self.loader = loader
    }

    public func perform(_ effect: ProfileDetailState.Effect) {
        switch effect {
        case .load(let detail):
            let content = loader.list(for: detail)
            content.reportChanges { [weak self] state in self?.send(.contentChanged(state)) }
            self.content = content
            content.reload()
        case .retry:
            content?.retry()
        }
    }
}
