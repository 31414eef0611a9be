import TerminalKit

/// TerminalKit's side of the frame benchmarks: a full-screen table on a headless host, each frame a key press or
/// a table call followed by a render and the bytes the live terminal would be sent.
@MainActor
final class TerminalKitFrames {
    let table: BenchTable
    private var encoder = ANSIFrameEncoder()
    private var presented: Screen
    private var version = 0

    init(size: Size) {
        table = BenchTable(rowCount: 100_000, size: size)
        presented = table.host.screen
        _ = encoder.encode(presented, previous: nil)
    }

    /// Prepares `kind`: where the selection and the scroll position start.
    func prepare(_ kind: FrameKind) {
        let rows = table.host.screen.size.height
        switch kind {
        case .move, .update:
            table.tableView.scrollToRow(at: IndexPath(row: 0), at: .top)
            table.tableView.selectRow(at: IndexPath(row: rows / 2))
        case .scroll:
            table.tableView.deselectRow()
        }
        table.host.render()
        _ = present()
    }

    /// Draws one frame of `kind` and answers the bytes it writes and the rows it redraws.
    func frame(_ kind: FrameKind) -> (bytes: Int, rows: Int) {
        let before = table.host.rowsRedrawn
        version += 1
        switch kind {
        case .move:
            table.host.send(version % 2 == 0 ? .up : .down)
        case .scroll:
            let tableView = table.tableView
            tableView.scrollToRow(at: IndexPath(row: tableView.firstVisibleRow + 1), at: .top)
            table.host.render()
        case .update:
            table.setRow(3, to: table.content.updatedLine(3, version: version))
        }
        return (present(), table.host.rowsRedrawn - before)
    }

    /// What the live run loop does after rendering: compare with the frame on the terminal, encode the change.
    private func present() -> Int {
        let screen = table.host.application.screen
        guard screen != presented else { return 0 }
        let count = encoder.encode(screen, previous: presented).count
        presented = screen
        return count
    }
}
