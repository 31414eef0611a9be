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
    /// The Voice scene (seed 000) in the five architectures, over one ``VoicePlaylist`` playing on the tab's clock.
    mutating func registerVoice() {
        register(.voice, .mvc) { context in
            let model = VoiceModel(playlist: context.playlist)
            return WebBuiltScene(MVCWeb.VoiceViewController(model: model), owning: model)
        }
        register(.voice, .mvp) { context in
            let presenter = VoicePresenter(playlist: context.playlist)
            return WebBuiltScene(MVPWeb.VoiceViewController(presenter: presenter), owning: presenter)
        }
        register(.voice, .mvvm) { context in
            let viewModel = VoiceViewModel(playlist: context.playlist)
            return WebBuiltScene(MVVMWeb.VoiceViewController(viewModel: viewModel), owning: viewModel)
        }
        register(.voice, .tea) { context in
            let player = ClockVoicePlayer(clock: context.environment.clock)
            return WebBuiltScene(
                VoiceState(), effects: VoiceEffectRunner(service: context.environment.services.voices, player: player),
                view: TEAWeb.VoiceViewController.init)
        }
        register(.voice, .viper) { context in
            WebBuiltScene(VIPERWeb.VoiceRouter.assembleModule(playlist: context.playlist))
        }
    }
}
