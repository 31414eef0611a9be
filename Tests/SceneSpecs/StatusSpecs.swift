import App
import AppTestSupport
import BrowserKit
import Foundation
import Model
import TestSupport
import Testing

/// One error presentation and one empty-state presentation for every scene — the status line under the
/// header, `Retry` for every failed action that can be repeated (an optimistic edit included), reached with enter
/// when the list is empty — written once and run against every architecture (and the massive controllers), in the
/// terminal and in the browser.
@MainActor
@Suite(.serialized)
struct StatusSpecs {
    static let users = "GET /users"
    static let user = "GET /users/{id}"
    static let like = "POST /blogs/{id}/like"
    static let share = "POST /blogs/{id}/share"
    static let trash = "POST /drafts/{id}/trash"
    /// What every empty list says (`LoadStatusView.emptyText`).
    static let empty = "Nothing here yet"

    @Test("a first load that fails offers Retry, which enter reaches", arguments: SpecVariants.architectures)
    func enterReachesRetryOnAFailedFirstLoad(spec: SpecCase) async throws {
        try await withServer { server in
            // Given the server will refuse the user list once
            try await server.injectFault(Self.users, status: 503)
            try await withApp(spec, scene: .discover, on: server) { app in
                try await app.run("wait")
                // (the status line, under the hint and Discover's search field)
                #expect(app.statusLine(4).contains("[ Retry ]"), "\(app.screen)")
                #expect(try app.rowCount == 0)
                // When the user presses enter, the only thing there is to do
                try await app.run("key enter", "wait")
                // Then the list loads
                #expect(try app.rowCount == 10, "\(app.screen)")
                #expect(!app.screen.contains("Retry"))
            }
        }
    }

    @Test(
        "an unusable answer says so once, beside Retry, not '… Retry. [ Retry ]'", arguments: SpecVariants.architectures
    )
    func retryIsNotSaidTwice(spec: SpecCase) async throws {
        try await withServer { server in
            try await server.injectBrokenAnswer(Self.users, .close)
            try await withApp(spec, scene: .discover, on: server) { app in
                try await app.run("wait")
                #expect(app.screen.contains("Unusable answer: connection closed"), "\(app.screen)")
                #expect(app.screen.contains("[ Retry ]"))
                #expect(!app.screen.contains("Retry. "), "\(app.screen)")
            }
        }
    }

    @Test("an emptied Following list says it is empty after a pull", arguments: SpecVariants.architectures)
    func emptyFollowing(spec: SpecCase) async throws {
        try await withServer { server in
            try await withApp(spec, scene: .following, on: server, user: "lilei") { app in
                try await app.run("wait")
                // Given lilei unfollows everyone she follows
                while let row = try app.firstRow(showing: "following") {
                    try await app.run("tap following @\(row)", "wait", "tap Unfollow", "wait")
                }
                #expect(!app.screen.contains(Self.empty))
                // When she pulls to refresh
                try await app.run("pull", "wait")
                // Then the list says it is empty, under the header
                #expect(try app.rowCount == 0)
                #expect(app.statusLine(3).contains(Self.empty), "\(app.screen)")
            }
        }
    }

    @Test("empty Drafts and Trash tabs say they are empty", arguments: SpecVariants.cases(SpecVariants.profile))
    func emptyProfileTabs(spec: SpecCase) async throws {
        try await withServer { server in
            // lilei has blogs, but no drafts and nothing in the trash
            try await withApp(spec, scene: .profile, on: server, user: "lilei") { app in
                try await app.run("wait")
                #expect(!app.screen.contains(Self.empty))
                for tab in ["Drafts", "Trash"] {
                    try await app.run("tap \(tab)", "wait")
                    #expect(!app.screen.contains("edited "), "\(tab): \(app.screen)")
                    #expect(app.statusLine(5).contains(Self.empty), "\(tab): \(app.screen)")
                }
            }
        }
    }

    @Test("a failed like offers Retry, which likes again", arguments: SpecVariants.cases(SpecVariants.profile))
    func failedLikeRetries(spec: SpecCase) async throws {
        try await withServer { server in
            try await withApp(spec, scene: .profile, on: server) { app in
                try await app.run("wait")
                let before = try app.rowText(1)
                try await server.injectFault(Self.like, status: 503)
                // When the like fails
                try await app.run("tap like @1", "wait")
                #expect(try app.rowText(1) == before)
                #expect(app.screen.contains("[ Retry ]"), "\(app.screen)")
                // Then Retry likes it
                try await app.run("tap Retry", "wait")
                #expect(try app.rowText(1).contains("[ liked ]"), "\(app.screen)")
                #expect(!app.screen.contains("503"))
            }
        }
    }

    @Test("Retry after a failed share sends the share again", arguments: SpecVariants.cases(SpecVariants.profile))
    func failedShareRetries(spec: SpecCase) async throws {
        try await withServer { server in
            try await withApp(spec, scene: .profile, on: server) { app in
                try await app.run("wait")
                #expect(try app.rowText(1).contains("shared 6"))
                try await server.injectFault(Self.share, status: 503)
                try await app.run("tap share @1", "wait", "tap Retry", "wait")
                #expect(try app.rowText(1).contains("shared 7"), "\(app.screen)")
                #expect(try app.rowCount == 20)
            }
        }
    }

    @Test("a failed header offers Retry, which loads it", arguments: SpecVariants.cases(SpecVariants.profile))
    func failedHeaderRetries(spec: SpecCase) async throws {
        try await withServer { server in
            try await server.injectFault(Self.user, status: 503)
            try await withApp(spec, scene: .profile, on: server) { app in
                try await app.run("wait")
                #expect(!app.screen.contains("Alice Chen @alice"))
                #expect(app.screen.contains("[ Retry ]"), "\(app.screen)")
                try await app.run("tap Retry", "wait")
                #expect(app.screen.contains("Alice Chen @alice"), "\(app.screen)")
            }
        }
    }

    @Test(
        "a pushed detail that fails shows its error where every scene does, with Retry, which loads it",
        arguments: SpecVariants.cases(SpecVariants.profile))
    func failedDetailRetries(spec: SpecCase) async throws {
        try await withServer { server in
            try await withApp(spec, scene: .profile, on: server) { app in
                try await app.run("wait")
                try await server.injectFault("GET /blogs/{id}", status: 503)
                try await app.run("select 1", "wait")
                // The line under the top bar, from column 1 like every status line (the detail has no header)
                #expect(
                    app.statusLine(2).trimmingCharacters(in: .whitespaces).hasPrefix("Server error 503"),
                    "\(app.screen)")
                #expect(app.statusLine(2).contains("[ Retry ]"), "\(app.screen)")
                try await app.run("tap Retry", "wait")
                #expect(app.screen.contains("Author: alice (you)"), "\(app.screen)")
            }
        }
    }

    @Test("Retry after a failed draft delete deletes it", arguments: SpecVariants.cases(SpecVariants.profile))
    func failedDraftDeleteRetries(spec: SpecCase) async throws {
        try await withServer { server in
            try await withApp(spec, scene: .profile, on: server) { app in
                try await app.run("tap Drafts", "wait")
                let drafts = try app.rowCount
                try await server.injectFault(Self.trash, status: 503)
                try await app.run("tap delete @1", "wait")
                #expect(try app.rowCount == drafts)
                try await app.run("tap Retry", "wait")
                #expect(try app.rowCount == drafts - 1, "\(app.screen)")
                try await app.run("tap Trash", "wait")
                #expect(try app.rowCount == 3, "\(app.screen)")
            }
        }
    }
}

extension SpecApp {
    /// The status line: in the terminal, screen line `number` (1-based: 1 is the top bar), where the scene draws
    /// it; in the browser, the shown status element that says something.
    fileprivate func statusLine(_ number: Int) -> String {
        if frontEnd == .browser {
            let statuses = tab.page.mirror.root?.subtree.filter { $0.attributes["role"] == "status" && !$0.isHidden }
            return statuses?.map { HeadlessPage.visibleText(of: $0) }.first { !$0.isEmpty } ?? ""
        }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.contains(number - 1) ? String(lines[number - 1]) : ""
    }
}
