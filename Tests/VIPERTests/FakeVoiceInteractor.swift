import Model
import VIPER

/// A Voice interactor holding the rows the test gives it, recording the use cases the presenter calls.
@MainActor
final class FakeVoiceInteractor: VoiceInteractorInput {
    enum Call: Equatable {
        case load, retry
        case playOrPause(Int)
    }

    weak var output: (any ListInteractorOutput)?
    var rows: [VoiceRow] = []
    private(set) var calls: [Call] = []

    func loadVoices() { calls.append(.load) }
    func retryLoad() { calls.append(.retry) }
    func playOrPause(at index: Int) { calls.append(.playOrPause(index)) }

    /// Reports `change` of `rows`, as a real interactor does when its playlist changes.
    func report(_ change: ListChange) { output?.entitiesChanged(change) }
}
