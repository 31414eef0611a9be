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
    /// The Counter scene (seed 004) in the five architectures, over the same logic objects as the terminal's.
    mutating func registerCounter() {
        register(.counter, .mvc) { context in
            let model = CounterModel(service: context.environment.services.counters)
            return WebBuiltScene(MVCWeb.CounterViewController(model: model), owning: model)
        }
        register(.counter, .mvp) { context in
            let presenter = CounterPresenter(service: context.environment.services.counters)
            return WebBuiltScene(MVPWeb.CounterViewController(presenter: presenter), owning: presenter)
        }
        register(.counter, .mvvm) { context in
            let viewModel = CounterViewModel(service: context.environment.services.counters)
            return WebBuiltScene(MVVMWeb.CounterViewController(viewModel: viewModel), owning: viewModel)
        }
        register(.counter, .tea) { context in
            WebBuiltScene(
                CounterState(),
                effects: ListEffectRunner(
                    service: .counters(context.environment.services.counters), wrap: CounterMessage.list),
                view: TEAWeb.CounterViewController.init)
        }
        register(.counter, .viper) { context in
            let module = VIPERWeb.CounterRouter.assembleModule(service: context.environment.services.counters)
            return WebBuiltScene(module)
        }
    }
}

extension WebBuiltScene {
    /// The scene a VIPER router assembled: its view, owning the presenter, interactor and router behind it.
    init(_ module: VIPERWeb.AssembledModule) {
        controller = module.view
        collaborators = module.parts
    }
}
