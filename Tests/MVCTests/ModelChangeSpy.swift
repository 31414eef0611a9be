import MVC
import Model

/// A controller stand-in that records every change a business model reports.
@MainActor
final class ModelChangeSpy: CounterModelDelegate {
    private(set) var newsChanges: [ListChange] = []
    private(set) var counterChanges: [ListChange] = []

    func record(_ change: ListChange) {
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
