import Model
import VIPERTerminal

extension SceneCatalog {
    /// Every scene in VIPER: each factory asks the scene's router to assemble its module.
    mutating func registerVIPER() {
        register(.print, .viper) { context in
            BuiltScene(PrintRouter.assembleModule(randomSource: context.environment.randomSource))
        }
        register(.counter, .viper) { context in
            BuiltScene(CounterRouter.assembleModule(service: context.environment.services.counters))
        }
        register(.news, .viper) { context in
            let environment = context.environment
            return BuiltScene(
                NewsRouter.assembleModule(
                    service: environment.services.news, formatting: NewsFormatting(timeZone: environment.timeZone)))
        }
        register(.profile, .viper) { context in
            BuiltScene(
                ProfileRouter.assembleModule(
                    userID: context.profileUserID, viewerID: context.environment.viewer.id,
                    services: context.profileServices, formatting: context.profileFormatting))
        }
        for (scene, kind) in [(SceneID.following, UserListKind.following), (.discover, .discover)] {
            register(scene, .viper) { context in
                let environment = context.environment
                return BuiltScene(
                    UserListRouter.assembleModule(
                        kind: kind, viewerID: environment.viewer.id, users: environment.services.users,
                        follows: environment.services.follows,
                        openProfile: { [navigator = context.navigator] userID in navigator.showProfile(of: userID) }))
            }
        }
        register(.voice, .viper) { context in
            let environment = context.environment
            return BuiltScene(
                VoiceRouter.assembleModule(
                    playlist: VoicePlaylist(
                        service: environment.services.voices, player: ClockVoicePlayer(clock: environment.clock))))
        }
    }
}

extension BuiltScene {
    /// The scene a VIPER router assembled: its view, owning the presenter, interactor and router behind it.
    init(_ module: AssembledModule) {
        controller = module.view
        collaborators = module.parts
    }
}
