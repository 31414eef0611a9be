import Model
import VIPER

/// A Following or Discover interactor holding the users the test gives it, recording the use cases called.
@MainActor
final class FakeUserListInteractor: UserListInteractorInput {
    enum Call: Equatable {
        case load, retry
        case setFollowing(Bool, userID: Int)
    }

    weak var output: (any ListInteractorOutput)?
    var users: [User] = []
    private(set) var calls: [Call] = []

    func loadUsers() { calls.append(.load) }
    func retryLoad() { calls.append(.retry) }
    func setFollowing(_ isFollowing: Bool, userID: Int) { calls.append(.setFollowing(isFollowing, userID: userID)) }
}
