import Model
import Observation

/// The UserInfo module's view model (seed 000): loads one user into observable texts a header binds to.
@Observable
@MainActor
public final class UserInfoViewModel {
    /// The name line, `Alice Chen @alice`; empty until loaded.
    public private(set) var name = ""
    /// `friends N`; empty until loaded.
    public private(set) var friends = ""
    /// The avatar's address; empty until loaded.
    public private(set) var avatarURL = ""
    /// `Loading…` and the error.
    public let status = LoadState()

    /// The user, once loaded.
    public var user: User? { info.item }

    @ObservationIgnored private let info: PagedList<User>
    @ObservationIgnored private let formatting: ProfileFormatting

    /// Creates the view model of `userID`'s header.
    public init(userID: Int, service: any UserService, formatting: ProfileFormatting) {
        info = PagedList(userInfoOf: userID, service: service)
        self.formatting = formatting
        info.onChange = { [weak self] change in self?.infoChanged(change) }
    }

    /// Where `details` leads; the scene's view model sets it.
    @ObservationIgnored public var onDetailSelected: (@MainActor (ProfileDetail) -> Void)?

    /// The user tapped `Retry`.
    public func retryButtonTapped() {
        info.retry()
    }

    /// The user tapped `details`: open the user's detail, once the user has loaded.
    public func headerSelected() {
        if let user { onDetailSelected?(.user(id: user.id)) }
    }

    /// The scene says when: load the user.
    public func fetchData() { info.reload() }

    private func infoChanged(_ change: ListChange) {
        guard !status.apply(change), let user = info.item else { return }
        name = formatting.nameText(user)
        friends = formatting.friendsText(user)
        avatarURL = user.avatarURL
    }
}
