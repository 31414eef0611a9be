extension PagedList where Item == Counter {
    /// The counters of `set`, all in one load.
    public convenience init(counters set: CounterSet, service: any CounterService) {
        self.init(fetch: Self.counters(set, service: service))
    }

    /// Adds 1 to counter `id` at once and saves it; a number above ``CounterRules/swapThreshold`` then swaps in
    /// the `alt` set (the rule of seed 004).
    @discardableResult
    public func increment(id: Int, using service: any CounterService) -> Task<Void, Never> {
        change(id, by: CounterRules.incremented, using: service)
    }

    /// Subtracts 1 from counter `id` at once and saves it; at 0 it stays 0 and nothing is sent.
    @discardableResult
    public func decrement(id: Int, using service: any CounterService) -> Task<Void, Never> {
        change(id, by: CounterRules.decremented, using: service)
    }

    private func change(
        _ id: Int, by rule: @escaping @Sendable (Int) -> Int, using service: any CounterService
    ) -> Task<Void, Never> {
        let save = save(.number(by: rule, using: service), on: id)
        return startTrackedTask { [weak self] in
            guard let saved = await save.value, CounterRules.swapsSet(after: saved.num) else { return }
            await self?.reload(using: Self.counters(.alt, service: service)).value
        }
    }

    private static func counters(_ set: CounterSet, service: any CounterService) -> Fetch {
        { _ throws(APIError) in PageBatch(items: try await service.counters(in: set), hasMore: false) }
    }
}

extension OptimisticEdit where Item == Counter, Answer == Counter {
    /// Changes the counter's number by `rule` and saves it (`PUT /counters/{id}`); the answer is the saved counter.
    public static func number(
        by rule: @escaping @Sendable (Int) -> Int, using service: any CounterService
    ) -> OptimisticEdit {
        OptimisticEdit(
            change: { $0.num = rule($0.num) },
            save: { counter throws(APIError) in try await service.save(counterID: counter.id, num: counter.num) },
            confirm: { counter, saved in counter = saved })
    }
}
