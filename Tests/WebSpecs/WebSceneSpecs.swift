import App
import AppTestSupport
import BrowserKit
import TestSupport
import Testing

/// The scenes in the browser: every scene in every architecture through a headless tab — the page's text after the same
/// commands as the terminal's specs, and the page's HTML in each state, one committed snapshot per state that every
/// architecture must render byte for byte.
@MainActor
@Suite("Scenes in the browser", .serialized)
struct WebSceneSpecs {
    nonisolated static let architectures: [ArchitectureVariant] = [.mvc, .mvp, .mvvm, .tea, .viper]

    @Test("Print: line 0, then each print shows the line drawn", arguments: architectures)
    func print(variant: ArchitectureVariant) async throws {
        try await withWebApp("/\(variant.rawValue)/print", random: [7, 3]) { app in
            try await app.run("wait")
            // Given the scene
            #expect(app.bar == "MVX · \(variant.displayName) · Print")
            #expect(app.screen.contains("line 0"))
            app.expectHTML("print-first")

            // When the user prints twice, Then the label follows the random source
            try await app.run("tap print")
            #expect(app.screen.contains("line 7"))
            app.expectHTML("print-after")
            try await app.run("tap print")
            #expect(app.screen.contains("line 3"))
        }
    }

    @Test("News: the first page, a read that changes its row, the next page", arguments: architectures)
    func news(variant: ArchitectureVariant) async throws {
        try await withWebApp("/\(variant.rawValue)/news") { app in
            try await app.run("wait")
            // Given the first page
            #expect(app.rows.count == 20)
            app.expectHTML("news-first-page")
            let first = app.rows[0]

            // When the user selects row 1, Then it shows one more read and no other row changed
            try await app.run("select 1", "wait")
            #expect(app.rows[0] != first)
            #expect(app.rows.count == 20)
            app.expectHTML("news-after-read")

            // When they ask for more, Then the next page follows
            try await app.run("more", "wait")
            #expect(app.rows.count == 40)
        }
    }

    @Test("Profile: the owner's blogs, a like, the drafts, a blog's detail", arguments: architectures)
    func profile(variant: ArchitectureVariant) async throws {
        try await withWebApp("/\(variant.rawValue)/profile") { app in
            try await app.run("wait")
            // Given the owner's profile
            #expect(app.screen.contains("Author: alice (you)"))
            #expect(app.rows.count == 20)
            app.expectHTML("profile-owner")
            let first = app.rows[0]

            // When the user likes the first blog, Then its row shows it
            try await app.run("tap like @1", "wait")
            #expect(app.rows[0] != first)
            #expect(app.rows[0].contains("liked"))

            // When they switch to Drafts, Then the drafts show with their delete buttons
            try await app.run("tap Drafts", "wait")
            #expect(app.rows.allSatisfy { $0.contains("delete") })
            #expect(app.url.contains("seg=Drafts"))

            // When they go back to Blogs and open the first blog, Then its detail is pushed
            try await app.run("tap Blogs", "wait", "select 1", "wait")
            #expect(app.bar.hasPrefix("MVX · \(variant.displayName) · Profile ›"))
            #expect(app.url.contains("detail=1"))
        }
    }

    @Test("Following asks before an unfollow; Cancel keeps the row", arguments: architectures)
    func following(variant: ArchitectureVariant) async throws {
        try await withWebApp("/\(variant.rawValue)/following") { app in
            try await app.run("wait")
            #expect(app.rows.count == 5)
            app.expectHTML("following")

            // When the user taps following in row 1
            try await app.run("tap following @1")
            // Then the scene asks first
            #expect(app.screen.contains("Unfollow Bob Martin?"))
            app.expectHTML("following-asks")

            // When they cancel, Then the row still shows following
            try await app.run("tap Cancel", "wait")
            #expect(!app.screen.contains("Unfollow Bob Martin?"))
            #expect(app.rows[0].contains("following"))
        }
    }

    @Test("Discover filters as the user types, and a row pushes that user's profile", arguments: architectures)
    func discover(variant: ArchitectureVariant) async throws {
        try await withWebApp("/\(variant.rawValue)/discover") { app in
            try await app.run("wait")
            #expect(app.rows.count == 10)

            // When the user types into the search field
            try await app.run("type bo", "wait")
            // Then only the matching users show, and the URL keeps the search
            #expect(app.rows.count == 1)
            #expect(app.rows.first?.hasPrefix("Bob Martin") == true)
            #expect(app.url.contains("q=bo"))
            app.expectHTML("discover-search")

            // When they select the row, Then that user's profile is pushed over Discover
            try await app.run("select 1", "wait")
            #expect(app.bar == "MVX · \(variant.displayName) · Profile")
            #expect(app.url.contains("profile="))
        }
    }

    @Test("Voice: selecting a row buffers, then plays by the clock", arguments: architectures)
    func voice(variant: ArchitectureVariant) async throws {
        try await withWebApp("/\(variant.rawValue)/voice") { app in
            try await app.run("wait")
            #expect(app.rows.count >= 6)
            #expect(app.rows.allSatisfy { $0.hasSuffix("play") })
            app.expectHTML("voice")

            // When the user selects row 1 and the audio arrives, Then it plays and advances a second at a time
            try await app.run("select 1", "wait")
            #expect(app.rows[0].contains("playing 0/"))
            try await app.run("sleep 1000")
            #expect(app.rows[0].contains("playing 1/"))
        }
    }

    @Test("a reload rebuilds the place the URL names", arguments: architectures)
    func reloadRestoresThePlace(variant: ArchitectureVariant) async throws {
        try await withWebApp("/\(variant.rawValue)/news?seg=All&row=3") { app in
            try await app.run("wait")
            // Then the mode is All, every item is listed, and row 3 is the selected one
            #expect(app.rows.count > 20)
            #expect(app.selectedRow == 3)
            #expect(app.url == "/\(variant.rawValue)/news?seg=All&row=3")
        }
    }

    @Test("key a re-opens the same place in the next architecture", arguments: architectures)
    func nextArchitecture(variant: ArchitectureVariant) async throws {
        try await withWebApp("/\(variant.rawValue)/counter?row=2") { app in
            try await app.run("wait", "key a", "wait")
            let next = ArchitectureVariant(variant.architecture.next)
            #expect(app.bar == "MVX · \(next.displayName) · Counter")
            #expect(app.url == "/\(next.rawValue)/counter?row=2")
            #expect(app.selectedRow == 2)
        }
    }

    @Test("a path that names no page opens no tab")
    func unknownPage() async throws {
        try await withServer { server in
            let scenes = ["/nope/counter", "/mvc/nope", "/mvc/counter?row=0", "/mvc/counter?row=x", "/mvc/print/more"]
            let documents = [
                "/report?x=1", "/report/more", "/diff/counter/mvc", "/diff/nope/mvc/mvp", "/diff/counter/mvc/nope",
                "/diff/counter/mvc/mvp?x=1", "/compare", "/compare/nope", "/compare/counter?x=1",
                "/compare/counter/more",
            ]
            for path in scenes + documents {
                await #expect(throws: (any Error).self, "\(path)") {
                    try await withWebApp(path, on: server) { _ in }
                }
            }
        }
    }
}

/// The status line in the browser: a failed load shows the same error and `Retry` as in the terminal, and
/// `Retry` loads the list.
@MainActor
@Suite("Status in the browser", .serialized)
struct WebStatusSpecs {
    nonisolated static let architectures: [ArchitectureVariant] = [.mvc, .mvp, .mvvm, .tea, .viper]

    @Test("a first load that fails shows the error and Retry, which loads the list", arguments: architectures)
    func failedLoadOffersRetry(variant: ArchitectureVariant) async throws {
        try await withServer { server in
            // Given the server refuses the user list once
            try await server.injectFault("GET /users", status: 503)
            try await withWebApp("/\(variant.rawValue)/discover", on: server) { app in
                try await app.run("wait")
                // Then the page says so, with Retry, and shows no rows
                #expect(app.screen.contains("[ Retry ]"), "\(app.screen)")
                #expect(app.rows.isEmpty)
                app.expectHTML("discover-failed")

                // When the user taps Retry, Then the list loads and Retry goes
                try await app.run("tap Retry", "wait")
                #expect(app.rows.count == 10)
                #expect(!app.screen.contains("[ Retry ]"))
            }
        }
    }

    @Test(
        "a page opened by address is drawn with its data in its first response: what the socket then draws",
        arguments: architectures)
    func firstResponseHasTheData(variant: ArchitectureVariant) async throws {
        try await withServer { server in
            for scene in ["counter", "news", "following"] {
                // Given a tab made for a page's first response
                let path = "/\(variant.rawValue)/\(scene)"
                let factory = try await WebTabFactory.signedIn(on: server)
                factory.firstFrameLimit = .seconds(30)  // drawn when the data is in, however busy the machine
                let tab = try #require(factory.makeTab(path: path))

                // When its first screen is ready
                let (first, title) = try #require(await tab.firstScreen())
                tab.close()

                // Then it shows the rows, not Loading…, and it is the page, with the title, a tab at that address
                // shows
                #expect(first.contains("role=\"option\""), "\(scene)")
                #expect(!first.contains("aria-busy"), "\(scene)")
                try await withWebApp(path, on: server) { app in
                    try await app.run("wait")
                    #expect(first == app.app.page.mirror.root.map { HTML.inline($0.wire) }, "\(scene)")
                    #expect(title == app.app.page.mirror.title, "\(scene)")
                }
            }
        }
    }

    @Test("a page whose data is slower than the first frame's limit comes drawn Loading…", arguments: architectures)
    func firstResponseOfASlowScene(variant: ArchitectureVariant) async throws {
        try await withServer { server in
            // Given a server that holds the news feed until the test lets it go
            try await server.hold("GET /nc/article/list/{channel}/{offset}-{limit}.html")
            let factory = try await WebTabFactory.signedIn(on: server)
            factory.firstFrameLimit = .milliseconds(20)
            let tab = try #require(factory.makeTab(path: "/\(variant.rawValue)/news"))

            // When the page's first response is made
            let first = try #require(await tab.firstScreen()).html

            // Then it shows Loading… and no rows, and the feed is still held
            #expect(first.contains("<span class=\"loading\">Loading…</span>"))
            #expect(!first.contains("role=\"option\""))
            #expect(try await server.releaseHeldRequests() == 1)
            tab.close()
        }
    }

    @Test("a search with markup in a page's address is drawn as text in the first response", arguments: architectures)
    func firstResponseEscapes(variant: ArchitectureVariant) async throws {
        try await withServer { server in
            let factory = try await WebTabFactory.signedIn(on: server)
            let path = "/\(variant.rawValue)/discover?q=%3Cscript%3Ex%3C%2Fscript%3E"
            let tab = try #require(factory.makeTab(path: path))
            let first = try #require(await tab.firstScreen()).html
            tab.close()
            #expect(first.contains("value=\"&lt;script&gt;x&lt;/script&gt;\""))
            #expect(!first.contains("<script"))
        }
    }

    @Test("a title with markup shows as text, never as markup", arguments: architectures)
    func markupIsText(variant: ArchitectureVariant) async throws {
        try await withWebApp("/\(variant.rawValue)/discover") { app in
            try await app.run("wait", "type <script>x</script>", "wait")
            // Then the field holds the text as typed, and the page's HTML has no element the text could make
            #expect(app.screen.contains("[<script>x</script>]"))
            #expect(app.html.contains("value=\"&lt;script&gt;x&lt;/script&gt;\""))
            #expect(!app.html.contains("<script>"))
        }
    }
}
