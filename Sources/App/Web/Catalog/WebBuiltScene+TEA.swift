import BrowserKit
import TEA

extension WebBuiltScene {
    /// A TEA scene: a store of `state` whose effects `runner` performs, shown by the controller `view` makes; the
    /// leak check watches the store and the runner, as the terminal's does.
    init<State: SceneState, Runner: EffectRunner>(
        _ state: State, effects runner: Runner, view: (Store<State>) -> ViewController
    ) where Runner.Effect == State.Effect, Runner.Message == State.Message {
        let store = Store(state, effects: runner)
        self.init(view(store), owning: store, runner)
    }
}
