/// A scene's whole state as one value, with the one function that changes it: given a message — something the user
/// did, or the result of an effect — ``update(_:)`` changes the state and answers the effects to perform, as values.
///
/// `update` is pure: it reads nothing but the state and the message, and does no work itself. Requests, timers and
/// the voice player are effects, which the scene's ``EffectRunner`` performs; a ``Store`` joins the two.
public protocol SceneState: Sendable {
    /// What can happen to the scene: the user's actions and the answers to effects.
    associatedtype Message: Sendable
    /// The work the scene asks for: a request, a sound, a draw of chance.
    associatedtype Effect: Sendable

    /// Changes the state for `message` and answers what to perform next, in order.
    mutating func update(_ message: Message) -> [Effect]
}
