import Model

/// Performs a list's effects against Model's services and reports each answer as a message: only I/O — the scene's
/// state holds the list and decides with it. A fetch that a newer one replaced is cancelled by its request id.
@MainActor
public final class ListEffectRunner<Item: ListItem, Message>: EffectRunner where Item.ID: Hashable {
    public var send: @MainActor (Message) -> Void = { _ in }
    private let service: ListService<Item>
    private let wrap: @MainActor (ListMessage<Item>) -> Message
    private var running: [ListRequest: Task<Void, Never>] = [:]
    private var fetches: Set<ListRequest> = []

    /// Creates a runner that talks to `service` and sends each answer wrapped by `wrap` (the scene's list message).
    public init(service: ListService<Item>, wrap: @escaping @MainActor (ListMessage<Item>) -> Message) {
        self.service = service
        self.wrap = wrap
    }

    isolated deinit {
        // Loads nobody will see are stopped; saves go on, so that nothing the user did is lost.
        for request in fetches { running[request]?.cancel() }
    }

    public func perform(_ effect: ListEffect<Item>) {
        switch effect {
        case .cancel(let request):
            running.removeValue(forKey: request)?.cancel()
            fetches.remove(request)
        case .fetch(let request, let source, let offset):
            let fetch = service.fetch
            fetches.insert(request)
            run(request) { () async -> ListMessage<Item> in
                do throws(APIError) {
                    return .pageAnswered(request, .success(try await fetch(source, offset)))
                } catch {
                    return .pageAnswered(request, .failure(error))
                }
            }
        case .perform(let request, let action, let item):
            let perform = service.perform
            run(request) { () async -> ListMessage<Item> in
                do throws(APIError) {
                    return .actionAnswered(request, .success(try await perform(action, item)))
                } catch {
                    return .actionAnswered(request, .failure(error))
                }
            }
        }
    }

    private func run(_ request: ListRequest, _ work: @escaping @Sendable () async -> ListMessage<Item>) {
        running[request] = startTrackedTask { [weak self] in
            let answer = await work()
            guard let self else { return }
            self.running[request] = nil
            self.fetches.remove(request)
            self.send(self.wrap(answer))
        }
    }
}
