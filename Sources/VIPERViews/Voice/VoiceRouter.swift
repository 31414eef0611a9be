import Model
import VIPER
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Voice scene's router: it assembles the module and wires it. The scene leads nowhere, so assembling is all
/// it does.
@MainActor
public enum VoiceRouter {
    /// The Voice module over `playlist`: the view holds the presenter, the presenter the interactor, the interactor
    /// the playlist; the presenter holds the view, and the interactor its presenter, weakly.
    public static func assembleModule(playlist: VoicePlaylist) -> AssembledModule {
        let interactor = VoiceInteractor(playlist: playlist)
        let presenter = VoicePresenter(interactor: interactor)
        interactor.output = presenter
        let view = VoiceViewController(presenter: presenter)
        presenter.view = view
        return AssembledModule(view: view, parts: [presenter, interactor, playlist])
    }
}
