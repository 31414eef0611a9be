import MVC

/// A controller stand-in that records every change a business model reports.
@MainActor
final class ModelChangeSpy: NewsModelDelegate, CounterModelDelegate {
    private(set) var newsChanges: [NewsModel.Change] = []
    private(set) var counterChanges: [CounterModel.Change] = []

    func newsModel(_ model: NewsModel, didChange change: NewsModel.Change) {
        newsChanges.append(change)
    }

    func counterModel(_ model: CounterModel, didChange change: CounterModel.Change) {
        counterChanges.append(change)
    }

    func forgetChanges() {
        newsChanges.removeAll()
        counterChanges.removeAll()
    }
}
