extension Counter: ListItem {
    /// Counters load by set: `main`, or `alt` after the swap.
    public typealias Source = CounterSet
    /// `+` and `-`.
    public typealias Action = CounterAction
}

/// What a user can do to one counter (seed 004): `+` and `-`, shown at once and saved after.
public enum CounterAction: ListAction {
    /// `+`: one more.
    case increment
    /// `-`: one less, never below 0.
    case decrement

    /// Shown at once, saved after, rolled back on failure.
    public var style: ListActionStyle { .optimistic }

    /// The number after the tap, by ``CounterRules``.
    public func change(_ counter: inout Counter) {
        switch self {
        case .increment: counter.num = CounterRules.incremented(counter.num)
        case .decrement: counter.num = CounterRules.decremented(counter.num)
        }
    }

    /// The server's saved counter replaces the row's.
    public func confirm(_ counter: inout Counter, with saved: Counter) {
        counter = saved
    }

    /// Seed 004's rule: a saved number above ``CounterRules/swapThreshold`` replaces the whole list with the `alt` set.
    public func source(after saved: Counter, in set: CounterSet) -> CounterSet? {
        CounterRules.swapsSet(after: saved.num) ? .alt : nil
    }

    /// Saves the counter's number (`PUT /counters/{id}`).
    public func send(_ counter: Counter, using service: any CounterService) async throws(APIError) -> Counter {
        try await service.save(counterID: counter.id, num: counter.num)
    }
}

extension CounterSet {
    /// Loads the whole set (`GET /counters?set=`), in one piece.
    public func fetch(using service: any CounterService) async throws(APIError) -> PageBatch<Counter> {
        PageBatch(items: try await service.counters(in: self), hasMore: false)
    }
}

extension ListService where Item == Counter {
    /// Counter sets loaded and counters saved through `service`.
    public static func counters(_ service: any CounterService) -> ListService {
        ListService(
            fetch: { set, _ throws(APIError) in try await set.fetch(using: service) },
            perform: { action, counter throws(APIError) in try await action.send(counter, using: service) })
    }
}

extension PagedList where Item == Counter {
    /// The counters of `set`, all in one load, saved through `service`.
    public convenience init(counters set: CounterSet, service: any CounterService) {
        self.init(source: set, service: .counters(service))
    }
}
