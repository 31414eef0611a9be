import Model
import VIPER
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Following and Discover scenes' router: it assembles the module, and opens a selected user's profile by
/// handing it to the app, which assembles the Profile module in the same architecture and pushes it (so that key
/// `a` can re-open the whole stack).
@MainActor
public final class UserListRouter: UserListRouting {
    private let openProfile: @MainActor (Int) -> Void

    private init(openProfile: @escaping @MainActor (Int) -> Void) {
        self.openProfile = openProfile
    }

    /// The `kind` module as `viewerID` sees it; a selected user's profile is opened by `openProfile`. The view holds
    /// the presenter, the presenter the interactor and this router; nothing holds the view but its navigation stack.
    public static func assembleModule(
        kind: UserListKind, viewerID: Int, users: any UserService, follows: any FollowService,
        openProfile: @escaping @MainActor (Int) -> Void
    ) -> AssembledModule {
        let interactor = UserListInteractor(kind: kind, viewerID: viewerID, users: users, follows: follows)
        let router = UserListRouter(openProfile: openProfile)
        let presenter = UserListPresenter(kind: kind, viewerID: viewerID, interactor: interactor, router: router)
        interactor.output = presenter
        let view = UserListViewController(presenter: presenter, searchMaxLength: kind.searchMaxLength)
        presenter.view = view
        return AssembledModule(view: view, parts: [presenter, interactor, router])
    }

    public func showProfile(ofUser userID: Int) {
        openProfile(userID)
    }
}
