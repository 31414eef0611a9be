import Model

/// In-memory counter sets behind ``CounterService``: records every request, its ``control`` fails or holds the next call.
///
/// Like the real server it refuses a negative number with a 400 and an unknown id with a 404.
public actor FakeCounterService: CounterService {
    /// One `save` as the service received it.
    public struct Save: Hashable, Sendable {
        /// The counter saved.
        public var counterID: Int
        /// The number sent.
        public var num: Int

        /// Creates a save record.
        public init(counterID: Int, num: Int) {
            self.counterID = counterID
            self.num = num
        }
    }

    /// Every counter, by set, with its saved number.
    public private(set) var sets: [CounterSet: [Counter]]
    /// Every set loaded, in order.
    public private(set) var loads: [CounterSet] = []
    /// Every save, in order.
    public private(set) var saves: [Save] = []

    /// Fails or holds the next call.
    public nonisolated let control = CallControl()

    /// Creates the seeded sets: `main` holds 18 counters numbered 0 to 5 (ids 1–18), `alt` holds 3 (ids 101–103).
    public init() {
        self.sets = [
            .main: (1...18).map { Counter(id: $0, set: .main, name: "Main \($0)", num: ($0 - 1) % 6) },
            .alt: (1...3).map { Counter(id: 100 + $0, set: .alt, name: "Alt \($0)", num: $0) },
        ]
    }

    /// The saved number of counter `id`.
    public func savedNumber(of id: Int) -> Int? {
        sets.values.joined().first { $0.id == id }?.num
    }

    public func counters(in set: CounterSet) async throws(APIError) -> [Counter] {
        loads.append(set)
        try await control.answer()
        return sets[set] ?? []
    }

    public func save(counterID: Int, num: Int) async throws(APIError) -> Counter {
        saves.append(Save(counterID: counterID, num: num))
        try await control.answer()
        guard num >= 0 else { throw .sample(status: 400, "num must not be negative") }
        for (set, counters) in sets {
            if let index = counters.firstIndex(where: { $0.id == counterID }) {
                sets[set]?[index].num = num
                return sets[set]?[index] ?? counters[index]
            }
        }
        throw .sample(status: 404, "unknown counter \(counterID)")
    }
}
