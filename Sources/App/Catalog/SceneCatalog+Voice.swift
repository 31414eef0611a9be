import MVC
import MVCTerminal
import MVP
import MVPTerminal
import MVVM
import MVVMTerminal
import Model

extension SceneCatalog {
    /// The Voice scene (seed 000) in MVC, MVP and MVVM, over one ``VoicePlaylist`` playing on the app's clock.
    mutating func registerVoice() {
        register(.voice, .mvc) { context in
            let model = VoiceModel(playlist: context.playlist)
            return BuiltScene(MVCTerminal.VoiceViewController(model: model), owning: model)
        }
        register(.voice, .mvp) { context in
            let presenter = VoicePresenter(playlist: context.playlist)
            return BuiltScene(MVPTerminal.VoiceViewController(presenter: presenter), owning: presenter)
        }
        register(.voice, .mvvm) { context in
            let viewModel = VoiceViewModel(playlist: context.playlist)
            return BuiltScene(MVVMTerminal.VoiceViewController(viewModel: viewModel), owning: viewModel)
        }
    }
}

extension SceneContext {
    /// A playlist of the server's voices, played by the clock the app runs on.
    @MainActor
    var playlist: VoicePlaylist {
        VoicePlaylist(
            service: environment.services.voices, player: ClockVoicePlayer(clock: environment.clock))
    }
}
