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
    /// The Print scene (seed 003) in the five architectures, over the same logic objects as the terminal's.
    mutating func registerPrint() {
        register(.print, .mvc) { context in
            WebBuiltScene(MVCWeb.PrintViewController(randomSource: context.environment.randomSource))
        }
        register(.print, .mvp) { context in
            let presenter = PrintPresenter(randomSource: context.environment.randomSource)
            return WebBuiltScene(MVPWeb.PrintViewController(presenter: presenter), owning: presenter)
        }
        register(.print, .mvvm) { context in
            let viewModel = PrintViewModel(randomSource: context.environment.randomSource)
            return WebBuiltScene(MVVMWeb.PrintViewController(viewModel: viewModel), owning: viewModel)
        }
        register(.print, .tea) { context in
            WebBuiltScene(
                PrintState(), effects: PrintEffectRunner(randomSource: context.environment.randomSource),
                view: TEAWeb.PrintViewController.init)
        }
        register(.print, .viper) { context in
            WebBuiltScene(VIPERWeb.PrintRouter.assembleModule(randomSource: context.environment.randomSource))
        }
    }
}
