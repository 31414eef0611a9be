/// The rows a list presenter's view shows now, as display values: the presenter keeps them, turns each entity the
/// interactor reports into a row, and answers which row of the table that touched.
struct ShownRows<Row: Identifiable> {
    /// The rows, in table order.
    private(set) var rows: [Row] = []

    /// How many rows the table has.
    var count: Int { rows.count }

    /// Row `index`, or `nil` for an index the table does not show (a view's index is never trusted to trap).
    func row(at index: Int) -> Row? {
        rows.indices.contains(index) ? rows[index] : nil
    }

    /// Shows `rows` instead of what was shown.
    mutating func replace(with rows: [Row]) {
        self.rows = rows
    }

    /// Shows `rows` after the last row; answers the rows they take.
    mutating func append(_ new: [Row]) -> Range<Int> {
        rows += new
        return rows.count - new.count..<rows.count
    }

    /// Shows `row` in place of the row with its id; answers its position, or `nil` if no row shows it.
    mutating func update(_ row: Row) -> Int? {
        guard let index = rows.firstIndex(where: { $0.id == row.id }) else { return nil }
        rows[index] = row
        return index
    }

    /// Takes away the row with `id`; answers where it was, or `nil` if no row shows it.
    mutating func remove(id: Row.ID) -> Int? {
        guard let index = rows.firstIndex(where: { $0.id == id }) else { return nil }
        rows.remove(at: index)
        return index
    }
}
