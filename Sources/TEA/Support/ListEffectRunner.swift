import Model

/// Performs a list's effects against Model's services and reports each answer as a message: only I/O — the scene's
/// state holds the list and decides with it. A fetch that a newer one replaced is cancelled by its request id.
@MainActor
public final class ListEffectRunner<Item: ListItem, Message>: EffectRunner where Item.ID: Hashable {
    public var send: @MainActor (Message) -> Void = { _ in }
    private let commands: ListCommandRunner<Item, ListMessage<Item>>

    /// Creates a runner that talks to `service` and sends each answer wrapped by `wrap` (the scene's list message).
    public init(service: ListService<Item>, wrap: @escaping @MainActor (ListMessage<Item>) -> Message) {
        commands = ListCommandRunner(
            service: service,
            pageAnswered: { .pageAnswered($0, $1) },
            actionAnswered: { .actionAnswered($0, $1) })
        commands.onAnswer = { [weak self] answer in self?.send(wrap(answer)) }
    }

    public func perform(_ effect: ListEffect<Item>) {
        commands.run(effect)
    }
}
