import MVC
import MVP
import MVPTerminal
import MVVM
import MVVMTerminal
import Model

extension SceneCatalog {
    /// The News scene (seed 002) in the three architectures, and the massive controller it grew out of.
    mutating func registerNews() {
        register(.news, .mvc) { environment in
            let model = NewsModel(service: environment.services.news, formatting: NewsFormatting(environment))
            return BuiltScene(MVC.NewsViewController(model: model), owning: model)
        }
        register(.news, .mvp) { environment in
            let presenter = NewsPresenter(service: environment.services.news, formatting: NewsFormatting(environment))
            return BuiltScene(MVPTerminal.NewsViewController(presenter: presenter), owning: presenter)
        }
        register(.news, .mvvm) { environment in
            let viewModel = NewsViewModel(service: environment.services.news, formatting: NewsFormatting(environment))
            return BuiltScene(MVVMTerminal.NewsViewController(viewModel: viewModel), owning: viewModel)
        }
        register(.news, .massiveMVC) { environment in
            // The massive controller talks HTTP itself: it needs the server's address and the viewer's token.
            let controller = MassiveNewsViewController(
                baseURL: environment.serverURL, token: environment.session.token,
                activity: environment.networkActivity)
            return BuiltScene(controller)
        }
    }
}

extension NewsFormatting {
    fileprivate init(_ environment: AppEnvironment) {
        self.init(timeZone: environment.timeZone)
    }
}
