import App
import Foundation
import Model
import TerminalKit

/// What the News specs read off the app and do to the server, on top of the shared harness.
enum NewsRoutes {
    /// The feed route, as `POST /_faults` names it.
    static let feed = "GET /nc/article/list/{channel}/{offset}-{limit}.html"
    /// The read route, as `POST /_faults` names it.
    static let read = "POST /news/{docid}/read"
}

extension SpecApp {
    /// The News table.
    var table: TableView {
        get throws { try host.visibleTable() }
    }

    /// The number of rows the table has.
    var rowCount: Int {
        get throws { try table.numberOfRows }
    }

    /// The on-screen text of row `row` (1-based): its cell's lines, joined by a newline; empty when off screen.
    func rowText(_ row: Int) throws -> String {
        let table = try self.table
        guard let cell = table.cellForRow(at: IndexPath(row: row - 1)), let frame = cell.convertToWindow(cell.bounds)
        else { return "" }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        return (frame.minY..<frame.maxY).filter(lines.indices.contains).map { String(lines[$0]) }
            .joined(separator: "\n")
    }

    /// The address row `row` (1-based) would load its cover from.
    func coverURL(ofRow row: Int) throws -> String? {
        let cell = try table.cellForRow(at: IndexPath(row: row - 1))
        return cell?.allDescendants.compactMap { $0 as? ImageView }.first?.url
    }

    /// Requests the app has finished so far.
    var requestsCompleted: Int { shell.environment.networkActivity.completed }
}

extension TestServer {
    /// Makes the next `count` requests of `route` wait `milliseconds` before they are answered.
    func injectDelay(_ route: String, milliseconds: Int, count: Int = 1) async throws {
        let client = APIClient(baseURL: baseURL)
        let _: FaultRule = try await client.post(
            "/_faults", json: FaultRule(route: route, count: count, delayMs: milliseconds))
    }

    /// Reads article `docid` as another user (bob), as if someone else opened it.
    func readAsAnotherUser(_ docid: String) async throws {
        let client = APIClient(baseURL: baseURL)
        _ = try await LiveAuthService(client: client).login(username: "bob", password: LaunchOptions.demoPassword)
        let _: ReadCount = try await client.post("/news/\(docid)/read")
    }
}
