import App
import AppTestSupport
import Foundation
import TerminalKit
import TestSupport
import Testing

/// Profile's behaviour, written once and run against every architecture and the massive controller they replace, in the
/// terminal and (the five architectures) in the browser, through the headless front ends and a real server. The seed gives alice (the default viewer) 48 blogs, 6 drafts and 2 in the trash.
@MainActor
@Suite(.serialized)
struct ProfileSpecs {
    static let blogCount = 48
    static let blogs = "GET /users/{id}/blogs"
    static let like = "POST /blogs/{id}/like"

    @Test(arguments: SpecVariants.cases(SpecVariants.profile))
    func theOwnerSeesTheirModulesAndThemselvesAsAuthor(spec: SpecCase) async throws {
        try await withProfile(in: spec) { profile, _ in
            // When alice opens her own profile
            try await profile.run("wait")
            // Then the header, the three segments and the blogs, written as hers, show
            #expect(profile.topBar.contains("Profile"))
            #expect(profile.screen.contains("Alice Chen @alice"))
            #expect(profile.screen.contains("friends "))
            #expect(profile.showsSegments(["Blogs", "Drafts", "Trash"]), "\(profile.screen)")
            #expect(try profile.rowText(1).contains("Author: alice (you)"))
            #expect(try profile.rowCount == 20)
            profile.expectScreen("owner")
        }
    }

    @Test(arguments: SpecVariants.cases(SpecVariants.profile))
    func aVisitorSeesTheBlogsAloneWithThePlainAuthor(spec: SpecCase) async throws {
        try await withProfile(in: spec, user: "bob", profile: "alice") { profile, _ in
            // When bob opens alice's profile
            try await profile.run("wait")
            // Then he sees her header and blogs, but no Drafts or Trash, and no "(you)"
            #expect(profile.screen.contains("Alice Chen @alice"))
            #expect(!profile.screen.contains("Drafts"))
            #expect(!profile.screen.contains("Trash"))
            #expect(try profile.rowText(1).contains("Author: alice"))
            #expect(!profile.screen.contains("(you)"))
            profile.expectScreen("visitor")
        }
    }

    @Test(arguments: SpecVariants.cases(SpecVariants.profile))
    func aLikeAndAnUnlikeRedrawTheirRowAloneWithTheNewCount(spec: SpecCase) async throws {
        try await withProfile(in: spec) { profile, _ in
            try await profile.run("wait")
            let likes = try likeCount(inRow: 1, of: profile)
            // When alice likes blog 1
            let liked = try await profile.rowsRedrawn(by: "tap like @1", "wait")
            // Then its row alone redrew, with one more like and the button reading `liked`
            #expect(liked == 1)
            #expect(try likeCount(inRow: 1, of: profile) == likes + 1)
            #expect(try profile.rowText(1).contains("[ liked ]"))
            // When she unlikes it, Then the row alone redraws back
            let unliked = try await profile.rowsRedrawn(by: "tap liked @1", "wait")
            #expect(unliked == 1)
            #expect(try likeCount(inRow: 1, of: profile) == likes)
            #expect(try profile.rowText(1).contains("[ like ]"))
        }
    }

    @Test(arguments: SpecVariants.cases(SpecVariants.profile))
    func aLikeShowsAtOnceAndAFailedOneRollsBackWithTheError(spec: SpecCase) async throws {
        try await withProfile(in: spec) { profile, server in
            try await profile.run("wait")
            let likes = try likeCount(inRow: 2, of: profile)
            // Given the server holds the next like, then fails it
            try await server.hold(Self.like, thenFailWith: 503)
            // When alice likes blog 2, Then the row shows the like before the server answers
            try await profile.run("tap like @2")
            #expect(try likeCount(inRow: 2, of: profile) == likes + 1)
            // And when the server fails it, the row goes back and the error shows
            try await server.releaseHeldRequests()
            try await profile.run("wait")
            #expect(try likeCount(inRow: 2, of: profile) == likes)
            #expect(try profile.rowText(2).contains("[ like ]"))
            #expect(profile.screen.contains("Server error 503"))
        }
    }

    @Test(arguments: SpecVariants.cases(SpecVariants.profile))
    func aShareShowsTheNewShareCount(spec: SpecCase) async throws {
        try await withProfile(in: spec) { profile, _ in
            try await profile.run("wait")
            let shares = try count(after: "shared ", inRow: 3, of: profile)
            // When alice shares blog 3
            try await profile.run("tap share @3", "wait")
            // Then the row shows one more share
            #expect(try count(after: "shared ", inRow: 3, of: profile) == shares + 1)
        }
    }

    @Test(arguments: SpecVariants.cases(SpecVariants.profile))
    func pagingReachesTheLastBlogAndStops(spec: SpecCase) async throws {
        try await withProfile(in: spec) { profile, _ in
            try await profile.run("wait")
            // When alice asks for more twice (20, 20, 8)
            try await profile.run("more", "wait", "more", "wait")
            #expect(try profile.rowCount == Self.blogCount)
            // Then asking again sends nothing
            let requests = profile.requestsCompleted
            try await profile.run("more", "wait", "key end", "wait")
            #expect(profile.requestsCompleted == requests)
            #expect(try profile.rowCount == Self.blogCount)
        }
    }

    @Test(arguments: SpecVariants.profile.map { SpecCase($0, in: .terminal) })
    func aFailingBlogsModuleLeavesTheOthersWorkingAndRetryRecovers(spec: SpecCase) async throws {
        try await withServer { server in
            try await withApp(spec.variant, scene: nil, on: server) { profile in
                // Given the blogs route fails once
                try await server.injectFault(Self.blogs, status: 503)
                // When alice opens her profile
                try profile.shell.open(.profile)
                try await profile.run("wait")
                // Then the Blogs module shows its error with Retry, and the header still shows
                #expect(profile.screen.contains("Server error 503"))
                #expect(profile.screen.contains("[ Retry ]"))
                #expect(profile.screen.contains("Alice Chen @alice"))
                // And the Drafts module works
                try await profile.run("tap Drafts", "wait")
                #expect(try profile.rowCount == 6)
                #expect(!profile.screen.contains("Server error"))
                // When she goes back to Blogs and taps Retry, Then the blogs load
                try await profile.run("tap Blogs", "tap Retry", "wait")
                #expect(try profile.rowCount == 20)
                #expect(!profile.screen.contains("Retry"))
            }
        }
    }

    @Test(arguments: SpecVariants.cases(SpecVariants.profile))
    func deleteMovesADraftToTheTrashAndRestoreBringsItBack(spec: SpecCase) async throws {
        try await withProfile(in: spec) { profile, _ in
            try await profile.run("wait", "tap Drafts", "wait")
            let title = try firstLine(ofRow: 1, in: profile)
            // When alice deletes the first draft
            try await profile.run("tap delete @1", "wait")
            // Then it leaves the drafts, and the trash shows it
            #expect(try profile.rowCount == 5)
            #expect(!profile.screen.contains(title))
            try await profile.run("tap Trash", "wait")
            #expect(try profile.rowCount == 3)
            let row = try #require(try (1...3).first { try firstLine(ofRow: $0, in: profile) == title })
            profile.expectScreen("trash-after-delete")
            // When she restores it, Then it leaves the trash and is back among the drafts
            try await profile.run("tap restore @\(row)", "wait")
            #expect(try profile.rowCount == 2)
            try await profile.run("tap Drafts", "wait")
            #expect(try profile.rowCount == 6)
            #expect(profile.screen.contains(title))
        }
    }

    @Test(arguments: SpecVariants.cases(SpecVariants.profile))
    func selectingABlogPushesItsDetailAndEscKeepsTheSelection(spec: SpecCase) async throws {
        try await withProfile(in: spec) { profile, _ in
            try await profile.run("wait")
            let title = try firstLine(ofRow: 3, in: profile)
            // When alice selects blog 3
            try await profile.run("select 3", "wait")
            // Then its detail shows: the title, the author, the likes and the body
            #expect(profile.topBar.contains("Profile › BlogDetail"))
            #expect(profile.screen.contains(title))
            #expect(profile.screen.contains("Author: alice (you)"))
            #expect(profile.screen.contains("like "))
            #expect(profile.screen.components(separatedBy: title).count == 2, "the title shows once, as the heading")
            profile.expectScreen("blog-detail")
            // When she goes back, Then the profile shows with blog 3 still selected
            try await profile.run("key esc")
            #expect(!profile.topBar.contains("BlogDetail"))
            #expect(profile.selectedRowIndex == 2)
        }
    }

    @Test(arguments: SpecVariants.cases(SpecVariants.profile))
    func theHeaderAndADraftPushTheirDetails(spec: SpecCase) async throws {
        try await withProfile(in: spec) { profile, _ in
            try await profile.run("wait")
            // When alice taps details in the header
            try await profile.run("tap details", "wait")
            // Then the user detail shows her counts (she follows 5 users; 6 follow her; 4 of them both ways)
            #expect(profile.topBar.contains("UserDetail"))
            #expect(profile.screen.contains("following 5"))
            #expect(profile.screen.contains("followers 6"))
            #expect(profile.screen.contains("friends 4"))
            // When she goes back and selects her first draft, Then its detail shows
            try await profile.run("key esc", "tap Drafts", "wait", "select 1", "wait")
            #expect(profile.topBar.contains("DraftDetail"))
            #expect(profile.screen.contains("Draft: the massive view controller"))
            #expect(profile.screen.contains("edited 2024-06-01 08:30"))
        }
    }

    @Test(arguments: SpecVariants.profile.map { SpecCase($0, in: .terminal) })
    func theOwnersFirstLoadShowsAHUDAndAVisitorsDoesNot(spec: SpecCase) async throws {
        try await withServer { server in
            for (user, showsHUD) in [("alice", true), ("bob", false)] {
                try await withApp(spec.variant, scene: nil, on: server, user: user) { profile in
                    // Given the server holds alice's blogs
                    try await server.hold(Self.blogs)
                    // When the user opens alice's profile
                    try profile.shell.open(.profile, profileUserID: 1)
                    // Then the HUD box shows on the owner's profile only
                    #expect(profile.screen.contains("╭") == showsHUD, "\(user)")
                    // And once the blogs are in, it is gone
                    try await server.releaseHeldRequests()
                    try await profile.run("wait")
                    #expect(!profile.screen.contains("╭"))
                    #expect(try profile.rowCount == 20)
                }
            }
        }
    }

    // MARK: Reading the screen

    private func likeCount(inRow row: Int, of profile: SpecApp) throws -> Int {
        try count(after: "like ", inRow: row, of: profile)
    }

    /// The number after `label` in row `row`'s text.
    private func count(after label: String, inRow row: Int, of profile: SpecApp) throws -> Int {
        let text = try profile.rowText(row)
        let range = try #require(text.range(of: label))
        return try #require(Int(text[range.upperBound...].prefix { $0.isNumber }))
    }

    private func firstLine(ofRow row: Int, in profile: SpecApp) throws -> String {
        if profile.frontEnd == .browser { return try profile.rowTitle(row) }
        return try profile.rowText(row).split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) }
            ?? ""
    }
}

/// Opens Profile in `spec`'s variant and front end on a fresh server, as `user` looking at `profile` (their own by
/// default), and runs `body` with the app and the server.
@MainActor
private func withProfile(
    in spec: SpecCase, user: String = "alice", profile: String? = nil,
    _ body: (SpecApp, TestServer) async throws -> Void
) async throws {
    try await withServer { server in
        try await withApp(spec, scene: .profile, on: server, user: user, profile: profile) { app in
            try await body(app, server)
        }
    }
}
