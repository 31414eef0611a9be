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
    /// The News scene (seed 002) in the five architectures, over the same logic objects as the terminal's.
    mutating func registerNews() {
        register(.news, .mvc) { context in
            let model = NewsModel(feed: context.newsFeed, formatting: context.newsFormatting)
            return WebBuiltScene(MVCWeb.NewsViewController(model: model), owning: model)
        }
        register(.news, .mvp) { context in
            let presenter = NewsPresenter(feed: context.newsFeed, formatting: context.newsFormatting)
            return WebBuiltScene(MVPWeb.NewsViewController(presenter: presenter), owning: presenter)
        }
        register(.news, .mvvm) { context in
            let viewModel = NewsViewModel(feed: context.newsFeed, formatting: context.newsFormatting)
            return WebBuiltScene(MVVMWeb.NewsViewController(viewModel: viewModel), owning: viewModel)
        }
        register(.news, .tea) { context in
            WebBuiltScene(
                NewsState(formatting: context.newsFormatting),
                effects: ListEffectRunner(service: .news(context.environment.services.news), wrap: NewsMessage.list),
                view: TEAWeb.NewsViewController.init)
        }
        register(.news, .viper) { context in
            WebBuiltScene(
                VIPERWeb.NewsRouter.assembleModule(
                    service: context.environment.services.news, formatting: context.newsFormatting))
        }
    }
}
