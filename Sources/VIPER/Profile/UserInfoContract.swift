import Model

/// What the UserInfo presenter asks of its passive view: the header, `Loading…`, the error with `Retry`.
@MainActor
public protocol UserInfoView: LoadStateView {
    /// Shows the header's texts and the avatar's address.
    func show(_ header: ProfileHeader, avatarURL: String)
}

/// What the UserInfo view tells its presenter.
@MainActor
public protocol UserInfoModuleInterface: AnyObject {
    /// The user tapped `Retry`.
    func retryButtonTapped()
    /// The user selected the header (`details`).
    func headerSelected()
}

/// The UserInfo module's use case: load the profile's user.
@MainActor
public protocol UserInfoInteractorInput: AnyObject {
    /// Loads the user.
    func loadUser()
    /// Repeats the load that failed.
    func retryLoad()
}

/// What the UserInfo interactor tells its presenter: the user, as an entity.
@MainActor
public protocol UserInfoInteractorOutput: AnyObject {
    /// The user loaded.
    func userLoaded(_ user: User)
    /// `Loading…` or the failure changed.
    func statusChanged(_ status: LoadStatus)
}
