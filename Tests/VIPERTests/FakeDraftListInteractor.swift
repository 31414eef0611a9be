import Model
import VIPER

/// A Drafts or Trash interactor holding the drafts the test gives it, recording the use cases called.
@MainActor
final class FakeDraftListInteractor: DraftListInteractorInput {
    enum Call: Equatable {
        case load, nextPage, retry
        case action(Int)
    }

    weak var output: (any ListInteractorOutput)?
    var drafts: [Draft] = []
    private(set) var calls: [Call] = []

    func loadDrafts() { calls.append(.load) }
    func loadNextPage() { calls.append(.nextPage) }
    func retryLoad() { calls.append(.retry) }
    func performAction(onDraft id: Int) { calls.append(.action(id)) }
}
