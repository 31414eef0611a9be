import TerminalKit

/// TerminalKit's side of the frame benchmarks: a full-screen table on a headless host, each frame a key press or
/// a table call followed by a render and the bytes the live terminal would be sent.
@MainActor
final class TerminalKitFrames {
    let table: BenchTable
    private let terminal: CountingTerminal
    private var version = 0
    /// The two texts a one-row update alternates between, made before timing (the references get theirs made
    /// before timing too): a frame pays for showing the text, not for building it.
    private let updatedLines: [String]

    init(size: Size) {
        table = BenchTable(rowCount: 100_000, size: size)
        updatedLines = [table.content.updatedLine(3, version: 0), table.content.updatedLine(3, version: 1)]
        terminal = CountingTerminal(size: size)
        table.host.application.presentFrame(to: terminal)
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
        _ = present()
    }

    /// Draws one frame of `kind` and answers the bytes it writes and the rows it redraws.
    func frame(_ kind: FrameKind) -> (bytes: Int, rows: Int) {
        let before = table.host.rowsRedrawn
        version += 1
        switch kind {
        case .move:
            table.host.application.send(version % 2 == 0 ? .up : .down)
        case .scroll:
            let tableView = table.tableView
            tableView.scrollToRow(at: IndexPath(row: tableView.firstVisibleRow + 1), at: .top)
        case .update:
            table.setRow(3, to: updatedLines[version % 2], render: false)
        }
        return (present(), table.host.rowsRedrawn - before)
    }

    /// What the live run loop does for a frame: render, then encode what changed for the terminal.
    private func present() -> Int {
        terminal.lastFrameBytes = 0
        table.host.application.presentFrame(to: terminal)
        return terminal.lastFrameBytes
    }
}

/// A terminal backend that encodes every frame as the live one does and counts the bytes instead of writing them.
@MainActor
final class CountingTerminal: TerminalBackend {
    private var encoder = ANSIFrameEncoder()
    var lastFrameBytes = 0
    let size: Size

    init(size: Size) {
        self.size = size
    }

    func start(eventHandler: @escaping @MainActor (TerminalEvent) -> Void) throws {}

    func present(_ screen: Screen, previous: Screen?, changes: ScreenChanges) {
        lastFrameBytes = encoder.encode(screen, previous: previous, changes: changes).count
    }

    func stop() {}
}
