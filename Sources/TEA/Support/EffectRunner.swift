/// Performs a scene's effects against Model's services and reports every result as a message: the only place a
/// TEA scene does work. A ``Store`` sets ``send`` and keeps the runner as long as it lives.
@MainActor
public protocol EffectRunner<Effect, Message>: AnyObject {
    /// The work it performs.
    associatedtype Effect
    /// What it reports.
    associatedtype Message

    /// Where results go: the store, held weakly by it.
    var send: @MainActor (Message) -> Void { get set }

    /// Starts `effect`; its results arrive through ``send``, now or later.
    func perform(_ effect: Effect)
}
