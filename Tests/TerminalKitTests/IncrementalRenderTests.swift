import PropertyBased
import Testing

@testable import TerminalKit

/// A backend that encodes frames as the live terminal does and replays them into a ``ReplayTerminal``.
@MainActor
final class ReplayBackend: TerminalBackend {
    private var encoder = ANSIFrameEncoder()
    private(set) var terminal: ReplayTerminal
    private(set) var lastFrame: [UInt8] = []
    let size: Size

    init(size: Size) {
        self.size = size
        terminal = ReplayTerminal(size: size)
    }

    func start(eventHandler: @escaping @MainActor (TerminalEvent) -> Void) throws {}

    func present(_ screen: Screen, previous: Screen?, changes: ScreenChanges) {
        lastFrame = encoder.encode(screen, previous: previous, changes: changes)
        terminal.replay(lastFrame)
    }

    func stop() {}
}

/// A table of numbered rows, optionally inset from the window's sides and with a label drawn over it.
@MainActor
private final class InsetTableViewController: ViewController {
    let tableView = TableView()
    let source: NumbersDataSource
    let inset: Int
    let overlay: Label?

    init(count: Int, inset: Int, overlay: Bool) {
        source = NumbersDataSource(count: count)
        self.inset = inset
        self.overlay = overlay ? Label(text: "[ overlay ]", style: Style(foreground: .yellow)) : nil
        super.init()
    }

    override func loadView() {
        tableView.register(CounterTestCell.self, forCellReuseIdentifier: "counter")
        tableView.dataSource = source
        tableView.delegate = source
        let root = View()
        root.addSubview(tableView)
        if let overlay { root.addSubview(overlay) }
        view = root
    }

    override func viewDidLayoutSubviews() {
        tableView.frame = view.bounds.inset(by: EdgeInsets(top: 1, left: inset, bottom: 1, right: inset))
        overlay?.frame = Rect(x: 4, y: 5, width: 11, height: 1)
    }
}

private let actions = Gen.int(in: 0...7).array(of: 1...40)

@Suite("Incremental frames")
@MainActor
struct IncrementalRenderTests {
    @Test("scrolling a full-width table by one row scrolls the terminal and writes only the new row")
    func scrollWritesOneRow() {
        // Given a screen-high table
        let controller = TableTestViewController(count: 1_000)
        let host = HeadlessHost(size: Size(width: 80, height: 24), rootViewController: controller)
        let backend = ReplayBackend(size: host.screen.size)
        host.application.presentFrame(to: backend)
        // When it scrolls by one row
        let redrawn = host.rowsRedrawn {
            controller.tableView.scrollToRow(at: IndexPath(row: 1), at: .top)
        }
        host.application.presentFrame(to: backend)
        // Then the terminal scrolled, the frame cost about one row, and it shows exactly the frame
        #expect(String(decoding: backend.lastFrame, as: UTF8.self).contains("\u{1B}[1;24r\u{1B}[1S"))
        #expect(backend.lastFrame.count <= 2 * 80 + 32)
        #expect(redrawn == 1)
        #expect(backend.terminal.screen == host.screen)
        #expect(host.screen.line(23).hasPrefix(" row 24"))
    }

    @Test("a key press that scrolls the selection into view scrolls the terminal, and it shows the frame")
    func keyPressScroll() {
        // Given the last visible row selected
        let controller = TableTestViewController(count: 1_000)
        let host = HeadlessHost(size: Size(width: 80, height: 24), rootViewController: controller)
        let backend = ReplayBackend(size: host.screen.size)
        controller.tableView.selectRow(at: IndexPath(row: 23))
        host.application.presentFrame(to: backend)
        // When the selection moves one row past the bottom
        host.application.send(.down)
        host.application.presentFrame(to: backend)
        // Then
        #expect(controller.tableView.firstVisibleRow == 1)
        #expect(String(decoding: backend.lastFrame, as: UTF8.self).contains("\u{1B}[1S"))
        #expect(backend.lastFrame.count <= 3 * 80)
        #expect(backend.terminal.screen == host.screen)
    }

    @Test("a terminal without a scroll region gets the moved rows rewritten, and still shows the frame")
    func withoutScrollRegion() {
        // Given
        let controller = TableTestViewController(count: 100)
        let host = HeadlessHost(size: Size(width: 30, height: 8), rootViewController: controller)
        var encoder = ANSIFrameEncoder()
        encoder.usesScrollRegion = false
        var terminal = ReplayTerminal(size: host.screen.size)
        var previous = host.screen
        terminal.replay(encoder.encode(previous, previous: nil))
        _ = host.application.canvas.screen.takeChanges()
        // When
        controller.tableView.scrollToRow(at: IndexPath(row: 3), at: .top)
        host.render()
        let bytes = encoder.encode(
            host.screen, previous: previous, changes: host.application.canvas.screen.takeChanges())
        previous = host.screen
        terminal.replay(bytes)
        // Then
        #expect(!String(decoding: bytes, as: UTF8.self).contains("r\u{1B}["))
        #expect(terminal.screen == previous)
    }

    @Test(
        "any mix of key presses, scrolls and row changes renders the same screen as a full redraw, and the bytes show it",
        arguments: [(0, false), (2, false), (0, true)])
    func incrementalEqualsFull(inset: Int, overlay: Bool) async {
        await propertyCheck(count: 60, input: actions) { steps in
            // Given
            let controller = InsetTableViewController(count: 300, inset: inset, overlay: overlay)
            let host = HeadlessHost(size: Size(width: 40, height: 12), rootViewController: controller)
            let backend = ReplayBackend(size: host.screen.size)
            host.application.presentFrame(to: backend)
            controller.tableView.selectRow(at: IndexPath(row: 0))
            for (index, step) in steps.enumerated() {
                // When
                switch step {
                case 0: host.application.send(.down)
                case 1: host.application.send(.up)
                case 2: host.application.send(.pageDown)
                case 3: host.application.send(.pageUp)
                case 4: host.application.send(.end)
                case 5:
                    controller.tableView.scrollToRow(
                        at: IndexPath(row: controller.tableView.firstVisibleRow + 1), at: .top)
                case 6:
                    let row = controller.tableView.firstVisibleRow + index % 5
                    controller.source.items[row] = "changed \(index) 中文"
                    controller.tableView.reloadRows(at: [IndexPath(row: row)])
                default:
                    host.application.send(.home)
                }
                if index % 3 == 2 { continue }  // several changes between two frames, too
                host.application.presentFrame(to: backend)
                // Then
                let incremental = host.screen
                #expect(backend.terminal.screen == incremental, "step \(index) of \(steps)")
                host.application.window.markAllDirty()
                host.render()
                #expect(host.screen == incremental, "step \(index) of \(steps)")
            }
        }
    }
}
