import BrowserKit
import Model
import TEA
import WebSceneViews

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
final class ListModuleTableHelper<
    Row: Identifiable & Equatable, Message: ListModuleMessage, Cell: TableViewCell
>: TableViewDelegate
where Row.ID == Int {
    /// Sends a message to the module.
    typealias Send = @MainActor (Message) -> Void
    /// Shows a row in its cell and sends its buttons' messages.
    typealias Configure = @MainActor (Cell, Row, _ send: @escaping Send) -> Void

    /// The module's view; the scene places it.
    let view: ListModuleView
    private let send: Send
    private var rows: TableRenderer<Row, Cell>?

    init(
        label: String, send: @escaping Send, makeCell: @escaping @MainActor () -> Cell,
        configure: @escaping Configure
    ) {
        self.send = send
        view = ListModuleView(label: label)
        rows = TableRenderer(view.tableView, makeCell: makeCell) { cell, row in configure(cell, row, send) }
        view.tableView.delegate = self
        view.refreshControl.onRefresh = { send(.list(.pulledToRefresh)) }
        view.status.onRetry = { send(.list(.retryButtonTapped)) }
    }

    /// Shows `rows` and `status`.
    func render(_ rows: [Row], status: LoadStatus) {
        self.rows?.render(rows)
        view.render(status)
    }

    func tableView(_ tableView: TableView, didSelectRow row: Int) {
        send(.rowSelected(at: row))
    }

    func tableViewDidReachEnd(_ tableView: TableView) {
        send(.list(.reachedEnd))
    }
}
