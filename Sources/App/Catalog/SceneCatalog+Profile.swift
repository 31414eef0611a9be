import MVCTerminal
import MVP
import MVPTerminal
import MVVM
import MVVMTerminal
import Model

extension SceneCatalog {
    /// The Profile scene (seeds 000, 001) in the three architectures — the owner's or a visitor's, chosen by the
    /// scene's own factory from the profile's id and the viewer — and the massive controller it replaces.
    mutating func registerProfile() {
        register(.profile, .mvc) { context in
            BuiltScene(
                MVCTerminal.UserProfileViewController.make(
                    userID: context.profileUserID, viewerID: context.environment.viewer.id,
                    services: context.profileServices, formatting: context.profileFormatting))
        }
        register(.profile, .mvp) { context in
            BuiltScene(
                MVPTerminal.UserProfileViewController.make(
                    userID: context.profileUserID, viewerID: context.environment.viewer.id,
                    services: context.profileServices, formatting: context.profileFormatting))
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
            BuiltScene(
                MVVMTerminal.UserProfileViewController.make(
                    userID: context.profileUserID, viewerID: context.environment.viewer.id,
                    services: context.profileServices, formatting: context.profileFormatting))
        }
    }
}

extension SceneContext {
    var profileServices: ProfileServices { ProfileServices(environment.services) }
    var profileFormatting: ProfileFormatting { ProfileFormatting(timeZone: environment.timeZone) }
}
