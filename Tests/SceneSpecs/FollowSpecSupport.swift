import AppTestSupport
import Foundation
import TestSupport

/// The follow routes, as `POST /_faults` names them.
enum FollowRoutes {
    static let follow = "POST /users/{id}/follow"
    static let unfollow = "DELETE /users/{id}/follow"
}

extension SpecApp {
    /// The title of the button row `row` (1-based) shows — `follow` or `following` — or `nil` when it has none.
    func followButton(inRow row: Int) throws -> String? {
        try rowText(row).firstMatch(of: /\[ (follow|following) \]/).map { String($0.1) }
    }

    /// The buttons of every row, top to bottom (`nil` for a row without one).
    func followButtons() throws -> [String?] {
        try (1...rowCount).map(followButton(inRow:))
    }

    /// The first row (1-based) whose button reads `title`.
    func firstRow(showing title: String) throws -> Int? {
        try followButtons().firstIndex { $0 == title }.map { $0 + 1 }
    }

    /// The names of every row, top to bottom.
    func userNames() throws -> [String] {
        try (1...rowCount).map { row in
            try rowText(row).replacing(/\[ (follow|following) \]/, with: "").trimmingCharacters(in: .whitespaces)
        }
    }
}
