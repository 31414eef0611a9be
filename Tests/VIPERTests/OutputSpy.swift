import Model
import VIPER

/// An interactor's output that records the changes it reports.
@MainActor
final class OutputSpy: ListInteractorOutput {
    private(set) var changes: [ListChange] = []

    func entitiesChanged(_ change: ListChange) { changes.append(change) }

    func forgetChanges() { changes.removeAll() }
}
