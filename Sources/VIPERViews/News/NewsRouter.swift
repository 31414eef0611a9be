import Model
import VIPER
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The News scene's router: it assembles the module and wires it. The scene leads nowhere, so assembling is all
/// it does.
@MainActor
public enum NewsRouter {
    /// The News module over the news service, rows written with `formatting`: the view holds the presenter, the
    /// presenter the interactor; the presenter holds the view, and the interactor its presenter, weakly.
    public static func assembleModule(service: any NewsService, formatting: NewsFormatting) -> AssembledModule {
        let interactor = NewsInteractor(service: service)
        let presenter = NewsPresenter(interactor: interactor, mode: interactor.mode, formatting: formatting)
        interactor.output = presenter
        let view = NewsViewController(presenter: presenter)
        presenter.view = view
        return AssembledModule(view: view, parts: [presenter, interactor])
    }
}
