import Model
import VIPER
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Print scene's router: it assembles the module — interactor, presenter, view — and wires them. The scene
/// leads nowhere, so assembling is all it does.
@MainActor
public enum PrintRouter {
    /// The Print module, drawing its lines from `randomSource`: the view holds the presenter, the presenter the
    /// interactor, and the presenter holds the view weakly.
    public static func assembleModule(randomSource: any RandomSource) -> AssembledModule {
        let interactor = PrintInteractor(randomSource: randomSource)
        let presenter = PrintPresenter(interactor: interactor)
        interactor.output = presenter
        let view = PrintViewController(presenter: presenter)
        presenter.view = view
        return AssembledModule(view: view, parts: [presenter, interactor])
    }
}
