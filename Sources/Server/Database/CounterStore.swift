import GRDB
import Model

/// The counter sets of the Counter scene.
///
/// The GRDB implementation of ``CounterStorage``.
package struct CounterStore: CounterStorage {
    let database: SQLiteDatabase

    /// The columns of a ``Model/Counter``, in the order ``counter(from:)`` reads them.
    private static let select = "SELECT id, set_name, name, num FROM counters"

    /// A counter from a row of ``select``, read by position (a lookup by name lowercases the name every time).
    private static func counter(from row: Row) throws -> Counter {
        let id: Int = try row.decode(atIndex: 0)
        let setName: String = try row.decode(atIndex: 1)
        guard let set = CounterSet(rawValue: setName) else {
            throw DatabaseError(message: "counter \(id) has an unknown set \(setName)")
        }
        return Counter(id: id, set: set, name: try row.decode(atIndex: 2), num: try row.decode(atIndex: 3))
    }

    /// The counters of one set, in their seeded order.
    func counters(in set: CounterSet) async throws -> [Counter] {
        // One statement sees one snapshot, so it needs no transaction; it is prepared once per connection.
        try await database.readStatement { db in try Self.counters(db, in: set) }
    }

    /// `GET /counters`' one statement and its decoding on `db`, which the bare reference of
    /// `Benchmarks/server-bench.sh` runs too.
    package static func counters(_ db: Database, in set: CounterSet) throws -> [Counter] {
        let statement = try db.cachedStatement(sql: Self.select + " WHERE set_name = ? ORDER BY position")
        return try Row.fetchAll(statement, arguments: [set.rawValue]).map(Self.counter(from:))
    }

    /// Saves a counter's number; it must be in ``CounterRules/range``.
    func save(id: Int, num: Int) async throws -> Counter {
        let range = CounterRules.range
        guard range.contains(num) else {
            throw APIFailure.badRequest(
                "`num` must be between \(range.lowerBound) and \(range.upperBound), got \(num).")
        }
        return try await database.write { db in
            try db.execute(sql: "UPDATE counters SET num = ? WHERE id = ?", arguments: [num, id])
            guard db.changesCount > 0,
                let row = try Row.fetchOne(db, sql: Self.select + " WHERE id = ?", arguments: [id])
            else { throw APIFailure.notFound("There is no counter with id \(id).") }
            return try Self.counter(from: row)
        }
    }
}
