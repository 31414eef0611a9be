import MVC
import MVCWeb
import MVP
import MVPWeb
import MVVM
import MVVMWeb
import Model
import TEA
import TEAWeb
import VIPER
import VIPERWeb

extension WebSceneCatalog {
    /// The Following and Discover scenes (seed 000) in the five architectures: one row, one scene logic, two lists.
    mutating func registerFollow() {
        for (scene, kind) in [(SceneID.following, UserListKind.following), (.discover, .discover)] {
            register(scene, .mvc) { context in
                let model = UserListModel(
                    kind: kind, viewerID: context.viewerID, users: context.users, follows: context.follows)
                let controller = MVCWeb.UserListViewController(model: model, showProfile: context.showProfile)
                return WebBuiltScene(controller, owning: model)
            }
            register(scene, .mvp) { context in
                let presenter = UserListPresenter(
                    kind: kind, viewerID: context.viewerID, users: context.users, follows: context.follows)
                let controller = MVPWeb.UserListViewController(presenter: presenter, showProfile: context.showProfile)
                return WebBuiltScene(controller, owning: presenter)
            }
            register(scene, .mvvm) { context in
                let viewModel = UserListViewModel(
                    kind: kind, viewerID: context.viewerID, users: context.users, follows: context.follows)
                let controller = MVVMWeb.UserListViewController(
                    viewModel: viewModel, showProfile: context.showProfile)
                return WebBuiltScene(controller, owning: viewModel)
            }
            register(scene, .tea) { context in
                let runner = ListEffectRunner(
                    service: .users(context.users, follows: context.follows), wrap: UserListMessage.list)
                return WebBuiltScene(UserListState(kind: kind, viewerID: context.viewerID), effects: runner) { store in
                    TEAWeb.UserListViewController(store: store, showProfile: context.showProfile)
                }
            }
            register(scene, .viper) { context in
                WebBuiltScene(
                    VIPERWeb.UserListRouter.assembleModule(
                        kind: kind, viewerID: context.viewerID, users: context.users, follows: context.follows,
                        openProfile: context.showProfile))
            }
        }
    }
}
