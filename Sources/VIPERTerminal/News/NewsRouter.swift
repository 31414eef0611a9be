import Model
import VIPER

/// The News scene's router: it assembles the module and wires it. The scene leads nowhere, so assembling is all
/// it does.
@MainActor
public enum NewsRouter {
    /// The News module over `feed`, rows written with `formatting`: the view holds the presenter, the presenter the
    /// interactor, the interactor the feed; the presenter holds the view, and the interactor its presenter, weakly.
    public static func assembleModule(feed: NewsFeedModel, formatting: NewsFormatting) -> AssembledModule {
        let interactor = NewsInteractor(feed: feed)
        let presenter = NewsPresenter(interactor: interactor, formatting: formatting)
        let view = NewsViewController(presenter: presenter)
        presenter.view = view
        return AssembledModule(view: view, parts: [presenter, interactor, feed])
    }
}
