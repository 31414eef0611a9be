import App
import BrowserKit
import TerminalKit

extension SpecApp {
    /// The table on screen (the focused one, else the first): terminal specs only.
    public var table: TerminalKit.TableView {
        get throws { try host.visibleTable() }
    }

    /// The number of rows the list on screen has: the terminal's table, or the page's shown list rows.
    public var rowCount: Int {
        get throws {
            if frontEnd == .browser { return shownRows.count }
            return try table.numberOfRows
        }
    }

    /// The on-screen text of row `row` (1-based) of the list on screen: in the terminal its cell's lines, joined by
    /// a newline, empty when the row is off screen; in the browser the row's visible text, a button `[ Title ]`.
    public func rowText(_ row: Int) throws -> String {
        if frontEnd == .browser {
            let rows = shownRows
            return rows.indices.contains(row - 1) ? HeadlessPage.visibleText(of: rows[row - 1]) : ""
        }
        let table = try self.table
        guard let cell = table.cellForRow(at: TerminalKit.IndexPath(row: row - 1)),
            let frame = cell.convertToWindow(cell.bounds)
        else { return "" }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        return (frame.minY..<frame.maxY).filter(lines.indices.contains).map { String(lines[$0]) }
            .joined(separator: "\n")
    }

    /// The first text of row `row` (1-based) in the page: its title. Browser specs only.
    public func rowTitle(_ row: Int) throws -> String {
        let rows = shownRows
        guard rows.indices.contains(row - 1) else { return "" }
        return rows[row - 1].subtree.first { $0.children.isEmpty && !$0.isHidden && !$0.text.isEmpty }?.text ?? ""
    }

    /// The highlighted row of the list on screen (0-based), if any.
    public var selectedRowIndex: Int? {
        if frontEnd == .browser { return shownRows.firstIndex { $0.attributes["aria-selected"] == "true" } }
        return (try? table)?.indexPathForSelectedRow?.row
    }

    /// The page's shown list rows, top first.
    private var shownRows: [MirrorNode] {
        guard let root = tab.page.mirror.root else { return [] }
        return root.subtree.filter { $0.attributes["role"] == "option" && !$0.isHidden }
    }
}
