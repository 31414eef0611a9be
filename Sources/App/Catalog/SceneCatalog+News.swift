import MVC
import MVCTerminal
import MVP
import MVPTerminal
import MVVM
import MVVMTerminal
import Model

extension SceneCatalog {
    /// The News scene (seed 002) in MVC, MVP and MVVM, the massive controller it grew out of, and the seed's MVC with
    /// a cell that configures itself from the article.
    mutating func registerNews() {
        register(.news, .mvc) { context in
            let model = NewsModel(feed: context.newsFeed, formatting: context.newsFormatting)
            return BuiltScene(MVCTerminal.NewsViewController(model: model), owning: model)
        }
        register(.news, .mvp) { context in
            let presenter = NewsPresenter(feed: context.newsFeed, formatting: context.newsFormatting)
            return BuiltScene(MVPTerminal.NewsViewController(presenter: presenter), owning: presenter)
        }
        register(.news, .mvvm) { context in
            let viewModel = NewsViewModel(feed: context.newsFeed, formatting: context.newsFormatting)
            return BuiltScene(MVVMTerminal.NewsViewController(viewModel: viewModel), owning: viewModel)
        }
        register(.news, .massiveMVC) { context in
            // The massive controller talks HTTP itself: it needs the server's address and the viewer's token.
            let environment = context.environment
            let controller = MassiveNewsViewController(
                baseURL: environment.serverURL, token: environment.session.token, activity: environment.networkActivity)
            return BuiltScene(controller)
        }
        register(.news, .seedMVC) { context in
            let feed = context.newsFeed
            return BuiltScene(
                SeedNewsViewController(feed: feed, formatting: context.newsFormatting), owning: feed)
        }
    }
}

extension SceneContext {
    @MainActor var newsFeed: NewsFeedModel {
        NewsFeedModel(service: environment.services.news)
    }

    var newsFormatting: NewsFormatting {
        NewsFormatting(timeZone: environment.timeZone)
    }
}
