import TerminalKit

extension SpecApp {
    /// The table on screen (the focused one, else the first).
    public var table: TableView {
        get throws { try host.visibleTable() }
    }

    /// The number of rows the table on screen has.
    public var rowCount: Int {
        get throws { try table.numberOfRows }
    }

    /// The on-screen text of row `row` (1-based) of the table on screen: its cell's lines, joined by a newline;
    /// empty when the row is off screen.
    public func rowText(_ row: Int) throws -> String {
        let table = try self.table
        guard let cell = table.cellForRow(at: IndexPath(row: row - 1)), let frame = cell.convertToWindow(cell.bounds)
        else { return "" }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        return (frame.minY..<frame.maxY).filter(lines.indices.contains).map { String(lines[$0]) }
            .joined(separator: "\n")
    }
}
