import MVCTerminal
import MVP
import MVPTerminal
import MVVM
import MVVMTerminal

extension SceneCatalog {
    /// The Print scene (seed 003) in MVC, MVP and MVVM, and as the seed's own MVC (the view takes the `Paper`).
    mutating func registerPrint() {
        register(.print, .mvc) { context in
            BuiltScene(MVCTerminal.PrintViewController(randomSource: context.environment.randomSource))
        }
        register(.print, .mvp) { context in
            let presenter = PrintPresenter(randomSource: context.environment.randomSource)
            return BuiltScene(MVPTerminal.PrintViewController(presenter: presenter), owning: presenter)
        }
        register(.print, .mvvm) { context in
            let viewModel = PrintViewModel(randomSource: context.environment.randomSource)
            return BuiltScene(MVVMTerminal.PrintViewController(viewModel: viewModel), owning: viewModel)
        }
        register(.print, .seedMVC) { context in
            BuiltScene(SeedPrintViewController(randomSource: context.environment.randomSource))
        }
    }
}
