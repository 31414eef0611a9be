import App
import AppTestSupport
import BrowserKit
import Foundation
import LiveServices
import Model
import TerminalKit
import TestSupport

/// What the News specs read off the app and do to the server, on top of the shared harness.
enum NewsRoutes {
    /// The feed route, as `POST /_faults` names it.
    static let feed = "GET /nc/article/list/{channel}/{offset}-{limit}.html"
    /// The read route, as `POST /_faults` names it.
    static let read = "POST /news/{docid}/read"
}

extension SpecApp {
    /// The address row `row` (1-based) would load its cover from.
    func coverURL(ofRow row: Int) throws -> String? {
        if frontEnd == .browser {
            let rows = tab.page.mirror.root?.subtree.filter { $0.attributes["role"] == "option" && !$0.isHidden } ?? []
            guard rows.indices.contains(row - 1) else { return nil }
            return rows[row - 1].subtree.first { $0.attributes["data-src"] != nil }?.attributes["data-src"]
        }
        let cell = try table.cellForRow(at: IndexPath(row: row - 1))
        return cell?.allDescendants.compactMap { $0 as? ImageView }.first?.url
    }
}

extension TestServer {
    /// Reads article `docid` as another user (bob), as if someone else opened it.
    func readAsAnotherUser(_ docid: String) async throws {
        let client = APIClient(baseURL: baseURL)
        _ = try await LiveAuthService(client: client).login(username: "bob", password: LaunchOptions.demoPassword)
        let _: ReadCount = try await client.post("/news/\(docid)/read")
    }
}
