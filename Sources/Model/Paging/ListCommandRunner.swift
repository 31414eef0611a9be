/// Carries out a ``ListMachine``'s commands against a ``ListService`` — fetch a page, send an action, cancel a fetch
/// that a newer one replaced — and hands each answer to ``onAnswer``. It decides nothing: whoever holds the machine (a
/// ``PagedList``, VIPER's interactor, TEA's effect runner) hands the answer back to it.
///
/// `Answer` is how the owner hears an answer: the machine's own event, or a TEA message carrying the same data.
@MainActor
public final class ListCommandRunner<Item: ListItem, Answer: Sendable> where Item.ID: Hashable {
    /// Hears each answer, on the main actor; the task of the command that asked ends once it returns.
    public var onAnswer: (@MainActor (Answer) async -> Void)?

    private let service: ListService<Item>
    private let pageAnswered: @Sendable (ListRequest, Result<PageBatch<Item>, APIError>) -> Answer
    private let actionAnswered: @Sendable (ListRequest, Result<Item.Action.Answer, APIError>) -> Answer
    private var running: [ListRequest: Task<Void, Never>] = [:]
    private var fetches: Set<ListRequest> = []

    /// Creates a runner that talks to `service` and makes each answer into an `Answer` with `pageAnswered` or
    /// `actionAnswered`.
    public init(
        service: ListService<Item>,
        pageAnswered: @escaping @Sendable (ListRequest, Result<PageBatch<Item>, APIError>) -> Answer,
        actionAnswered: @escaping @Sendable (ListRequest, Result<Item.Action.Answer, APIError>) -> Answer
    ) {
        self.service = service
        self.pageAnswered = pageAnswered
        self.actionAnswered = actionAnswered
    }

    isolated deinit {
        // A call, not the loop itself: Swift 6.3's coverage instrumentation crashes on an optional chain through a
        // subscript in an isolated deinit (swift test --enable-code-coverage).
        stopFetches()
    }

    /// Stops the loads nobody will see; saves and other actions go on, so that nothing the user did is lost.
    private func stopFetches() {
        for request in fetches { running[request]?.cancel() }
    }

    /// Starts each of `commands`; the answers arrive through ``onAnswer``.
    public func run(_ commands: [ListMachine<Item>.Command]) {
        for command in commands { run(command) }
    }

    /// Starts `command` and answers the task that ends once ``onAnswer`` has heard its answer; a cancel starts
    /// nothing and answers `nil`.
    @discardableResult
    public func run(_ command: ListMachine<Item>.Command) -> (request: ListRequest, task: Task<Void, Never>)? {
        switch command {
        case .cancel(let request):
            running.removeValue(forKey: request)?.cancel()
            fetches.remove(request)
            return nil
        case .fetch(let request, let source, let offset):
            let fetch = service.fetch
            fetches.insert(request)
            return (
                request, start(request, { () async throws(APIError) in try await fetch(source, offset) }, pageAnswered)
            )
        case .perform(let request, let action, let item):
            let perform = service.perform
            return (
                request,
                start(request, { () async throws(APIError) in try await perform(action, item) }, actionAnswered)
            )
        }
    }

    /// Runs `work` as the task of `request`, and hands its result, made into an `Answer` by `answer`, to
    /// ``onAnswer``.
    private func start<Value: Sendable>(
        _ request: ListRequest, _ work: @escaping @Sendable () async throws(APIError) -> Value,
        _ answer: @escaping @Sendable (ListRequest, Result<Value, APIError>) -> Answer
    ) -> Task<Void, Never> {
        let task = startTrackedTask { [weak self] in
            let result: Result<Value, APIError>
            do throws(APIError) {
                result = .success(try await work())
            } catch {
                result = .failure(error)
            }
            self?.running[request] = nil
            self?.fetches.remove(request)
            await self?.onAnswer?(answer(request, result))
        }
        running[request] = task
        return task
    }
}

extension ListCommandRunner where Answer == ListMachine<Item>.Event {
    /// Creates a runner that talks to `service` and reports each answer as the machine's own event.
    public convenience init(service: ListService<Item>) {
        self.init(
            service: service,
            pageAnswered: { .pageAnswered($0, $1) },
            actionAnswered: { .actionAnswered($0, $1) })
    }
}
