import Model

/// The UserInfo module's presenter: loads when the scene says, writes the header (Model's ``ProfileHeader``), and
/// asks its router for the user's detail when the header is selected.
@MainActor
public final class UserInfoPresenter: UserInfoModuleInterface, UserInfoInteractorOutput, ProfileModuleInput {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any UserInfoView)?

    private let interactor: any UserInfoInteractorInput
    private let router: any ProfileRouting
    private let formatting: ProfileFormatting
    private var shownUserID: Int?
    private var status = LoadStatus()

    /// Creates the presenter over `interactor`; `router` shows the user's detail. The assembly makes it the
    /// interactor's output.
    public init(interactor: any UserInfoInteractorInput, router: any ProfileRouting, formatting: ProfileFormatting) {
        self.interactor = interactor
        self.router = router
        self.formatting = formatting
    }

    /// The scene says when: load the user.
    public func fetchData() { interactor.loadUser() }

    public func retryButtonTapped() { interactor.retryLoad() }

    /// Shows the user in detail, once the header shows one.
    public func headerSelected() {
        guard let userID = shownUserID else { return }
        router.showDetail(.user(id: userID))
    }

    public func userLoaded(_ user: User) {
        shownUserID = user.id
        view?.show(ProfileHeader(user: user, formatting: formatting), avatarURL: user.avatarURL)
    }

    public func statusChanged(_ status: LoadStatus) {
        view?.show(status, over: self.status)
        self.status = status
    }
}
