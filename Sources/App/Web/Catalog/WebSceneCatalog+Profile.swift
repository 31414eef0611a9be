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
    /// The Profile scene (seeds 000, 001) in the five architectures — the owner's or a visitor's, as the Model's
    /// `ProfileLayout` decides — over the same logic objects as the terminal's.
    mutating func registerProfile() {
        register(.profile, .mvc) { context in
            let model = ProfileModel(
                layout: context.profileLayout, services: context.profileServices, formatting: context.profileFormatting)
            return WebBuiltScene(MVCWeb.ProfileViewController(model: model), owning: model)
        }
        register(.profile, .mvp) { context in
            let presenter = ProfilePresenter(
                layout: context.profileLayout, services: context.profileServices, formatting: context.profileFormatting)
            return WebBuiltScene(MVPWeb.ProfileViewController(presenter: presenter), owning: presenter)
        }
        register(.profile, .mvvm) { context in
            let viewModel = ProfileViewModel(
                layout: context.profileLayout, services: context.profileServices, formatting: context.profileFormatting)
            return WebBuiltScene(MVVMWeb.ProfileViewController(viewModel: viewModel), owning: viewModel)
        }
        register(.profile, .tea) { context in
            let (layout, formatting) = (context.profileLayout, context.profileFormatting)
            let runner = ProfileEffectRunner(layout: layout, services: context.profileServices, formatting: formatting)
            return WebBuiltScene(
                ProfileState(layout: layout, formatting: formatting), effects: runner,
                view: TEAWeb.ProfileViewController.init)
        }
        register(.profile, .viper) { context in
            WebBuiltScene(
                VIPERWeb.ProfileRouter.assembleModule(
                    userID: context.profileUserID, viewerID: context.environment.viewer.id,
                    services: context.profileServices, formatting: context.profileFormatting))
        }
    }
}
