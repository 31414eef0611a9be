#if PostgreSQL
    import Model
    import PostgresNIO

    /// The counter sets of the Counter scene in PostgreSQL.
    ///
    /// The PostgreSQL implementation of ``CounterStorage``.
    struct PostgresCounterStore: CounterStorage {
        let database: PostgresBackend

        private static func counters(_ rows: some AsyncSequence<PostgresRow, any Error>) async throws -> [Counter] {
            var counters: [Counter] = []
            for try await (id, setName, name, num) in rows.decode((Int, String, String, Int).self) {
                guard let set = CounterSet(rawValue: setName) else {
                    throw PostgresStorageError.corruptRow("counter \(id) has an unknown set \(setName)")
                }
                counters.append(Counter(id: id, set: set, name: name, num: num))
            }
            return counters
        }

        func counters(in set: CounterSet) async throws -> [Counter] {
            try await Self.counters(
                database.run(
                    "SELECT id, set_name, name, num FROM counters WHERE set_name = \(set.rawValue) ORDER BY position"))
        }

        func save(id: Int, num: Int) async throws -> Counter {
            let range = CounterRules.range
            guard range.contains(num) else {
                throw APIFailure.badRequest(
                    "`num` must be between \(range.lowerBound) and \(range.upperBound), got \(num).")
            }
            let rows = try await database.write(
                "UPDATE counters SET num = \(num) WHERE id = \(id) RETURNING id, set_name, name, num")
            guard let counter = try await Self.counters(rows).first else {
                throw APIFailure.notFound("There is no counter with id \(id).")
            }
            return counter
        }
    }
#endif
