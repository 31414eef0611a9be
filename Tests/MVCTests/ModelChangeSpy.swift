import MVC
import Model

/// A controller stand-in that records every change a business model reports.
@MainActor
final class ModelChangeSpy: NewsModelDelegate, CounterModelDelegate {
    private(set) var newsChanges: [ListChange] = []
    private(set) var counterChanges: [ListChange] = []

    func newsModel(_ model: NewsModel, didChange change: ListChange) {
        newsChanges.append(change)
    }

    func counterModel(_ model: CounterModel, didChange change: ListChange) {
        counterChanges.append(change)
    }

    func forgetChanges() {
        newsChanges.removeAll()
        counterChanges.removeAll()
    }
}
