import Model

/// The counter sets of the Counter scene, behind one seam.
protocol CounterStorage: Sendable {
    /// The counters of one set, in their seeded order.
    func counters(in set: CounterSet) async throws -> [Counter]
    /// Saves a counter's number: 400 outside ``CounterRules/range``, 404 for an unknown id.
    func save(id: Int, num: Int) async throws -> Counter
}
