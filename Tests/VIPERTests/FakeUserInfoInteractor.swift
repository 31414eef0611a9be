import Model
import VIPER

/// A UserInfo interactor whose user the test sets, counting loads.
@MainActor
final class FakeUserInfoInteractor: UserInfoInteractorInput {
    weak var output: (any ListInteractorOutput)?
    var user: User?
    private(set) var loads = 0

    func loadUser() { loads += 1 }
    func retryLoad() { loads += 1 }

    func report(_ change: ListChange) { output?.entitiesChanged(change) }
}
