import Model

/// The UserInfo module's presenter: loads when the scene says, writes the header, and asks its router for the
/// user's detail when `details` is tapped.
@MainActor
public final class UserInfoPresenter: ListInteractorOutput, ProfileModuleInput {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any UserInfoView)?

    private let interactor: any UserInfoInteractorInput
    private let router: any UserInfoRouting
    private let formatting: ProfileFormatting

    /// Creates the presenter over `interactor`, whose output it becomes; `router` shows the user's detail.
    public init(interactor: any UserInfoInteractorInput, router: any UserInfoRouting, formatting: ProfileFormatting) {
        self.interactor = interactor
        self.router = router
        self.formatting = formatting
        interactor.output = self
    }

    /// The scene says when: load the user.
    public func fetchData() { interactor.loadUser() }

    /// The user tapped `Retry`.
    public func retryButtonTapped() { interactor.retryLoad() }

    /// The user tapped `details`: show the user in detail, once loaded.
    public func detailsTapped() {
        guard let user = interactor.user else { return }
        router.showUserDetail(userID: user.id)
    }

    public func entitiesChanged(_ change: ListChange) {
        guard let view, !view.showStatus(of: change), let user = interactor.user else { return }
        view.show(name: formatting.nameText(user), friends: formatting.friendsText(user), avatarURL: user.avatarURL)
    }
}
