import MVC
import MVCTerminal
import MVP
import MVPTerminal
import MVVM
import MVVMTerminal
import Model

extension SceneCatalog {
    /// The Profile scene (seeds 000, 001) in MVC, MVP and MVVM — the owner's or a visitor's, as the Model's
    /// `ProfileLayout` decides from the profile's id and the viewer — and the massive controller it replaces.
    mutating func registerProfile() {
        register(.profile, .mvc) { context in
            let model = ProfileModel(
                layout: context.profileLayout, services: context.profileServices, formatting: context.profileFormatting)
            return BuiltScene(MVCTerminal.ProfileViewController(model: model), owning: model)
        }
        register(.profile, .mvp) { context in
            let presenter = ProfilePresenter(
                layout: context.profileLayout, services: context.profileServices, formatting: context.profileFormatting)
            return BuiltScene(MVPTerminal.ProfileViewController(presenter: presenter), owning: presenter)
        }
        register(.profile, .massiveMVC) { context in
            // The massive controller talks HTTP itself: it needs the server's address and the viewer's token.
            let environment = context.environment
            return BuiltScene(
                MassiveProfileViewController(
                    baseURL: environment.serverURL, token: environment.session.token, userID: context.profileUserID,
                    viewerID: environment.viewer.id, activity: environment.networkActivity))
        }
        register(.profile, .mvvm) { context in
            let viewModel = ProfileViewModel(
                layout: context.profileLayout, services: context.profileServices, formatting: context.profileFormatting)
            return BuiltScene(MVVMTerminal.ProfileViewController(viewModel: viewModel), owning: viewModel)
        }
    }
}

extension SceneContext {
    var profileLayout: ProfileLayout { ProfileLayout(userID: profileUserID, viewerID: environment.viewer.id) }
    var profileServices: ProfileServices { ProfileServices(environment.services) }
    var profileFormatting: ProfileFormatting { ProfileFormatting(timeZone: environment.timeZone) }
}
