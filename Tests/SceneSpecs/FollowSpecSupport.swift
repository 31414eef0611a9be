import App
import AppTestSupport
import BrowserKit
import Foundation
import TestSupport

/// The follow routes, as `POST /_faults` names them.
enum FollowRoutes {
    static let follow = "POST /users/{id}/follow"
    static let unfollow = "DELETE /users/{id}/follow"
    /// Discover's list, searched or not (`GET /users?query=`).
    static let users = "GET /users"
}

extension SpecApp {
    /// The title of the button row `row` (1-based) shows — `follow` or `following` — or `nil` when it has none.
    func followButton(inRow row: Int) throws -> String? {
        try rowText(row).firstMatch(of: /\[ (follow|following) \]/).map { String($0.1) }
    }

    /// The buttons of every row, top to bottom (`nil` for a row without one).
    func followButtons() throws -> [String?] {
        try (0..<rowCount).map { try followButton(inRow: $0 + 1) }
    }

    /// The first row (1-based) whose button reads `title`.
    func firstRow(showing title: String) throws -> Int? {
        try followButtons().firstIndex { $0 == title }.map { $0 + 1 }
    }

    /// The names of every row, top to bottom.
    func userNames() throws -> [String] {
        try (0..<rowCount).map { index in
            try rowText(index + 1).replacing(/\[ (follow|following) \]/, with: "").trimmingCharacters(in: .whitespaces)
        }
    }

    /// The text in Discover's search field, as the screen shows it (the line under the hint); the placeholder
    /// `Search users` while it is empty.
    var searchFieldText: String {
        if frontEnd == .browser {
            let field = tab.page.mirror.root?.subtree.first { $0.tag == "input" && !$0.isHidden }
            let value = field?.attributes["value"] ?? ""
            return value.isEmpty ? field?.attributes["placeholder"] ?? "" : value
        }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.count > 2 ? lines[2].trimmingCharacters(in: .whitespaces) : ""
    }

    /// Waits until the server holds `count` requests, 10 s of real time at most.
    func waitUntilServerHolds(_ count: Int) async throws {
        let deadline = ContinuousClock.now + .seconds(10)
        while try await server.heldRequestCount() < count, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(2))
        }
    }
}
