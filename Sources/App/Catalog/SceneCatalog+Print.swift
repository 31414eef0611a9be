import MVC
import MVP
import MVPTerminal
import MVVM
import MVVMTerminal

extension SceneCatalog {
    /// The Print scene (seed 003) in the three architectures.
    mutating func registerPrint() {
        register(.print, .mvc) { environment in
            BuiltScene(MVC.PrintViewController(randomSource: environment.randomSource))
        }
        register(.print, .mvp) { environment in
            let presenter = PrintPresenter(randomSource: environment.randomSource)
            return BuiltScene(MVPTerminal.PrintViewController(presenter: presenter), owning: presenter)
        }
        register(.print, .mvvm) { environment in
            let viewModel = PrintViewModel(randomSource: environment.randomSource)
            return BuiltScene(MVVMTerminal.PrintViewController(viewModel: viewModel), owning: viewModel)
        }
    }
}
