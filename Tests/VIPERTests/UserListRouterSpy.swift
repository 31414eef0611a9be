import VIPER

/// A Following or Discover router that records where the presenter sent the user.
@MainActor
final class UserListRouterSpy: UserListRouting {
    private(set) var profilesShown: [Int] = []

    func showProfile(ofUser userID: Int) { profilesShown.append(userID) }
}
