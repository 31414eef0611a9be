import Model

/// The UserInfo module's presenter (seed 000): loads one user and tells its passive view what to show.
@MainActor
public final class UserInfoPresenter {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any UserInfoView)?
    /// The user, once loaded.
    public var user: User? { info.item }

    private let info: PagedList<User>
    private let formatting: ProfileFormatting

    /// Creates the presenter of `userID`'s header.
    public init(userID: Int, service: any UserService, formatting: ProfileFormatting) {
        info = PagedList(userInfoOf: userID, service: service)
        self.formatting = formatting
        info.onChange = { [weak self] change in self?.infoChanged(change) }
    }

    /// The scene says when: load the user.
    public func fetchData() { info.reload() }

    /// Where `details` leads; the scene's presenter sets it.
    public var onDetailSelected: (@MainActor (ProfileDetail) -> Void)?

    /// The user tapped `details`: open the user's detail, once the user has loaded.
    public func headerSelected() {
        guard let user else { return }
        onDetailSelected?(.user(id: user.id))
    }

    /// The user tapped `Retry`.
    public func retryButtonTapped() { info.retry() }

    private func infoChanged(_ change: ListChange) {
        view?.apply(change, of: info) { user in
            let text = ProfileHeader(user: user, formatting: formatting)
            view?.show(name: text.name, friends: text.friends, avatarURL: user.avatarURL)
        }
    }
}
