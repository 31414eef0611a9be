import Model
import VIPER

/// A News interactor holding the articles the test gives it, recording the use cases called.
@MainActor
final class FakeNewsInteractor: NewsInteractorInput {
    enum Call: Equatable {
        case load, nextPage, retry
        case switchMode(NewsLoadMode)
        case markRead(String)
    }

    weak var output: (any ListInteractorOutput)?
    var items: [NewsItem] = []
    var mode = NewsLoadMode.paged
    private(set) var calls: [Call] = []

    func loadFeed() { calls.append(.load) }
    func loadNextPage() { calls.append(.nextPage) }
    func switchMode(to mode: NewsLoadMode) { calls.append(.switchMode(mode)) }
    func retryLoad() { calls.append(.retry) }
    func markRead(id: NewsItem.ID) { calls.append(.markRead(id)) }

    func report(_ change: ListChange) { output?.entitiesChanged(change) }
}
