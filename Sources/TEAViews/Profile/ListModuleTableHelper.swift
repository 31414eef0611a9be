import Model
import TEA
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The messages every Profile list module's table sends; each module's `Message` has these cases.
protocol ListModuleMessage {
    associatedtype Item: ListItem where Item.ID: Hashable
    static func list(_ message: ListMessage<Item>) -> Self
    static func rowSelected(at index: Int) -> Self
}

extension BlogListState.Message: ListModuleMessage {}
extension DraftListState.Message: ListModuleMessage {}

/// A Profile list module's table in TEA — Blogs, Drafts or Trash: renders the module's rows (only a row whose text
/// changed redraws) and status, and sends what the user did as the module's messages; `cell` shows a row and wires
/// its own buttons.
@MainActor
final class ListModuleTableHelper<Row: Identifiable & Equatable, Message: ListModuleMessage>: TableViewDelegate
where Row.ID == Int {
    /// Sends a message to the module.
    typealias Send = @MainActor (Message) -> Void
    /// Dequeues the cell of a row, shows the row in it and sends its buttons' messages.
    typealias CellProvider = @MainActor (TableView, IndexPath, Row, _ send: @escaping Send) -> TableViewCell

    /// The module's view; the scene places it.
    let view: ListModuleView
    private let send: Send
    private var rows: TableRenderer<Row>?

    init(listing cellClass: any ListModuleCell.Type, send: @escaping Send, cell: @escaping CellProvider) {
        self.send = send
        view = ListModuleView(listing: cellClass)
        rows = TableRenderer(view.tableView) { tableView, indexPath, row in cell(tableView, indexPath, row, send) }
        view.tableView.delegate = self
        view.refreshControl.onRefresh = { send(.list(.pulledToRefresh)) }
        view.status.onRetry = { send(.list(.retryButtonTapped)) }
    }

    /// Shows `rows` and `status`.
    func render(_ rows: [Row], status: LoadStatus) {
        self.rows?.render(rows)
        view.render(status)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        send(.rowSelected(at: indexPath.row))
    }

    func tableViewDidReachEnd(_ tableView: TableView) {
        send(.list(.reachedEnd))
    }
}
