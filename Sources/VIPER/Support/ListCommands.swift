import Model

/// Carries out a list machine's commands against Model's services for an interactor — fetch a page, send an action,
/// cancel a fetch that a newer one replaced — and hands each answer back as the machine's event. It decides nothing:
/// the interactor that owns the machine does.
@MainActor
final class ListCommands<Item: ListItem> where Item.ID: Hashable {
    /// Where each answer goes: the interactor, which hands it to its machine.
    var onAnswer: (@MainActor (ListMachine<Item>.Event) -> Void)?

    private let service: ListService<Item>
    private var running: [ListRequest: Task<Void, Never>] = [:]
    private var fetches: Set<ListRequest> = []

    /// Commands carried out through `service`.
    init(service: ListService<Item>) {
        self.service = service
    }

    isolated deinit {
        // Loads nobody will see are stopped; saves go on, so that nothing the user did is lost.
        for request in fetches { running[request]?.cancel() }
    }

    /// Starts each command; the answers arrive through ``onAnswer``.
    func run(_ commands: [ListMachine<Item>.Command]) {
        for command in commands {
            switch command {
            case .fetch(let request, let source, let offset):
                let fetch = service.fetch
                fetches.insert(request)
                start(request) { () async -> ListMachine<Item>.Event in
                    do throws(APIError) {
                        return .pageAnswered(request, .success(try await fetch(source, offset)))
                    } catch {
                        return .pageAnswered(request, .failure(error))
                    }
                }
            case .perform(let request, let action, let item):
                let perform = service.perform
                start(request) { () async -> ListMachine<Item>.Event in
                    do throws(APIError) {
                        return .actionAnswered(request, .success(try await perform(action, item)))
                    } catch {
                        return .actionAnswered(request, .failure(error))
                    }
                }
            case .cancel(let request):
                running.removeValue(forKey: request)?.cancel()
                fetches.remove(request)
            }
        }
    }

    private func start(_ request: ListRequest, _ work: @escaping @Sendable () async -> ListMachine<Item>.Event) {
        running[request] = startTrackedTask { [weak self] in
            let answer = await work()
            self?.running[request] = nil
            self?.fetches.remove(request)
            self?.onAnswer?(answer)
        }
    }
}
