import MVC
import MVCTerminal
import MVP
import MVPTerminal
import MVVM
import MVVMTerminal
import Model

extension SceneCatalog {
    /// The Following and Discover scenes (seed 000) in MVC, MVP and MVVM: one row, one scene logic, two lists.
    mutating func registerFollow() {
        for (scene, kind) in [(SceneID.following, UserListKind.following), (.discover, .discover)] {
            register(scene, .mvc) { context in
                let model = UserListModel(
                    kind: kind, viewerID: context.viewerID, users: context.users, follows: context.follows)
                let controller = MVCTerminal.UserListViewController(model: model, showProfile: context.showProfile)
                return BuiltScene(controller, owning: model)
            }
            register(scene, .mvp) { context in
                let presenter = UserListPresenter(
                    kind: kind, viewerID: context.viewerID, users: context.users, follows: context.follows)
                let controller = MVPTerminal.UserListViewController(
                    presenter: presenter, showProfile: context.showProfile)
                return BuiltScene(controller, owning: presenter)
            }
            register(scene, .mvvm) { context in
                let viewModel = UserListViewModel(
                    kind: kind, viewerID: context.viewerID, users: context.users, follows: context.follows)
                let controller = MVVMTerminal.UserListViewController(
                    viewModel: viewModel, showProfile: context.showProfile)
                return BuiltScene(controller, owning: viewModel)
            }
        }
    }
}

extension SceneContext {
    var viewerID: Int { environment.viewer.id }
    var users: any UserService { environment.services.users }
    var follows: any FollowService { environment.services.follows }

    /// Opens a user's profile; holds the shell weakly, so a controller may keep it.
    var showProfile: @MainActor (Int) -> Void {
        { [navigator] userID in navigator.showProfile(of: userID) }
    }
}
