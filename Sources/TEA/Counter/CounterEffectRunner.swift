import Model

/// Performs the Counter scene's effects on the counters' ``PagedList``, which reports every change back as a
/// message.
@MainActor
public final class CounterEffectRunner: EffectRunner {
    public var send: @MainActor (CounterMessage) -> Void = { _ in }
    private let list: PagedList<Counter>
    private let service: any CounterService

    /// Creates a runner over the counter service.
    public init(service: any CounterService) {
        self.service = service
        list = PagedList(counters: .main, service: service)
        list.reportChanges { [weak self] state in self?.send(.listChanged(state)) }
    }

    public func perform(_ effect: CounterEffect) {
        switch effect {
        case .load:
            list.reload()
        case .retry:
            list.retry()
        case .change(let id, .increment):
            list.perform(.increment, on: id)
        case .change(let id, .decrement):
            list.perform(.decrement, on: id)
        }
    }
}
