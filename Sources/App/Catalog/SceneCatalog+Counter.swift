import MVC
import MVCTerminal
import MVP
import MVPTerminal
import MVVM
import MVVMTerminal
import Model

extension SceneCatalog {
    /// The Counter scene (seed 004) in MVC, MVP and MVVM, and as the seed's own MVC (the controller holds the rows
    /// and the rule).
    mutating func registerCounter() {
        register(.counter, .mvc) { context in
            let model = CounterModel(service: context.environment.services.counters)
            return BuiltScene(MVCTerminal.CounterViewController(model: model), owning: model)
        }
        register(.counter, .mvp) { context in
            let presenter = CounterPresenter(service: context.environment.services.counters)
            return BuiltScene(MVPTerminal.CounterViewController(presenter: presenter), owning: presenter)
        }
        register(.counter, .mvvm) { context in
            let viewModel = CounterViewModel(service: context.environment.services.counters)
            return BuiltScene(MVVMTerminal.CounterViewController(viewModel: viewModel), owning: viewModel)
        }
        register(.counter, .seedMVC) { context in
            BuiltScene(SeedCounterViewController(service: context.environment.services.counters))
        }
    }
}
