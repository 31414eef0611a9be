import Model
import TEA
import TEATerminal
import TerminalKit

extension SceneCatalog {
    /// Every scene in TEA (The Elm Architecture): per scene a store of its state, whose effects a runner performs
    /// against the Model services, and a view controller that renders the state and sends messages.
    mutating func registerTEA() {
        register(.print, .tea) { context in
            BuiltScene(
                PrintState(), effects: PrintEffectRunner(randomSource: context.environment.randomSource),
                view: TEATerminal.PrintViewController.init)
        }
        register(.counter, .tea) { context in
            BuiltScene(
                CounterState(),
                effects: ListEffectRunner(
                    service: .counters(context.environment.services.counters), wrap: CounterMessage.list),
                view: TEATerminal.CounterViewController.init)
        }
        register(.news, .tea) { context in
            BuiltScene(
                NewsState(formatting: NewsFormatting(timeZone: context.environment.timeZone)),
                effects: ListEffectRunner(service: .news(context.environment.services.news), wrap: NewsMessage.list),
                view: TEATerminal.NewsViewController.init)
        }
        register(.profile, .tea) { context in
            let (layout, formatting) = (context.profileLayout, context.profileFormatting)
            let runner = ProfileEffectRunner(layout: layout, services: context.profileServices, formatting: formatting)
            return BuiltScene(
                ProfileState(layout: layout, formatting: formatting), effects: runner,
                view: TEATerminal.ProfileViewController.init)
        }
        for (scene, kind) in [(SceneID.following, UserListKind.following), (.discover, .discover)] {
            register(scene, .tea) { context in
                let environment = context.environment
                let runner = ListEffectRunner(
                    service: .users(environment.services.users, follows: environment.services.follows),
                    wrap: UserListMessage.list)
                return BuiltScene(UserListState(kind: kind, viewerID: environment.viewer.id), effects: runner) {
                    [navigator = context.navigator] store in
                    TEATerminal.UserListViewController(store: store) { navigator.showProfile(of: $0) }
                }
            }
        }
        register(.voice, .tea) { context in
            let player = ClockVoicePlayer(clock: context.environment.clock)
            return BuiltScene(
                VoiceState(), effects: VoiceEffectRunner(service: context.environment.services.voices, player: player),
                view: TEATerminal.VoiceViewController.init)
        }
    }
}

extension BuiltScene {
    /// A TEA scene: a store of `state` whose effects `runner` performs, shown by the controller `view` makes; the
    /// leak check watches the store and the runner.
    fileprivate init<State: SceneState, Runner: EffectRunner>(
        _ state: State, effects runner: Runner, view: (Store<State>) -> ViewController
    ) where Runner.Effect == State.Effect, Runner.Message == State.Message {
        let store = Store(state, effects: runner)
        self.init(view(store), owning: store, runner)
    }
}
