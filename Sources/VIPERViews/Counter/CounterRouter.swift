import Model
import VIPER
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Counter scene's router: it assembles the module and wires it. The scene leads nowhere, so assembling is
/// all it does.
@MainActor
public enum CounterRouter {
    /// The Counter module over `service`: the view holds the presenter, the presenter the interactor; the
    /// presenter holds the view, and the interactor its presenter, weakly.
    public static func assembleModule(service: any CounterService) -> AssembledModule {
        let interactor = CounterInteractor(service: service)
        let presenter = CounterPresenter(interactor: interactor)
        interactor.output = presenter
        let view = CounterViewController(presenter: presenter)
        presenter.view = view
        return AssembledModule(view: view, parts: [presenter, interactor])
    }
}
