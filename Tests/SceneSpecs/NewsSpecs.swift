import App
import AppTestSupport
import Model
import TerminalKit
import TestSupport
import Testing

/// News's behaviour, written once and run against every architecture and the massive view controller they grew out of, in
/// the terminal and (the five architectures) in the browser, through the headless front ends and a real server. The seeded feed has 130 articles, newest first.
@MainActor
@Suite(.serialized)
struct NewsSpecs {
    // The seed's newest article (SeedNews position 0): its ptime is 2024-06-01 17:00:00, read 131 times.
    static let firstTitle = "Swift 6 ships strict concurrency"
    static let firstDate = "2024-06-01 17:00"
    static let feedSize = 130

    @Test(arguments: SpecVariants.cases(SpecVariants.news))
    func theFirstPageShowsTwentyArticles(spec: SpecCase) async throws {
        try await withNews(in: spec) { news, server in
            // When the scene has loaded
            try await news.run("wait")
            // Then Paged mode shows the first 20 articles, the newest on top with its title, date and reads
            #expect(try news.rowCount == 20)
            let first = try news.rowText(1)
            #expect(first.contains(Self.firstTitle))
            #expect(first.contains(Self.firstDate))
            #expect(first.contains("read 131"))
            #expect(news.screen.contains("Paged"))
            #expect(!news.screen.contains("Loading…"))
            news.expectScreen("first-page")
        }
    }

    @Test(arguments: SpecVariants.cases(SpecVariants.news))
    func aDateThatDoesNotParseShowsAsSentAndCoversLoadOverHTTPS(spec: SpecCase) async throws {
        try await withNews(in: spec) { news, server in
            // When the first page has loaded
            try await news.run("wait")
            // Then article 8, whose ptime is "昨天 18:20", shows that text rather than a date
            #expect(try news.rowText(8).contains("新能源汽车宣布降价"))
            #expect(try news.rowText(8).contains("昨天 18:20"))
            // And covers, sent as http://, are loaded from https://
            #expect(try news.coverURL(ofRow: 1) == "https://img.mvx.example/news/0000.jpg")
            if spec.frontEnd == .terminal {
                // (the terminal draws the cover as its shortened address; the page keeps it for the image)
                #expect(try news.rowText(1).contains("img.mvx.example/…/0000.jpg"))
            }
        }
    }

    @Test(arguments: SpecVariants.cases(SpecVariants.news))
    func pagingReachesTheLastPageAndStops(spec: SpecCase) async throws {
        try await withNews(in: spec) { news, server in
            try await news.run("wait")
            // When the user asks for more until the feed runs out (6 more pages: 5 full, 1 of 10)
            for _ in 1...6 {
                try await news.run("more", "wait")
            }
            // Then every article is shown once
            #expect(try news.rowCount == Self.feedSize)
            // And asking again sends nothing and changes nothing
            let requests = news.requestsCompleted
            try await news.run("more", "wait", "key end", "wait")
            #expect(news.requestsCompleted == requests)
            #expect(try news.rowCount == Self.feedSize)
            #expect(!news.screen.contains("Retry"))
        }
    }

    @Test(arguments: SpecVariants.cases(SpecVariants.news))
    func theSelectionReachingTheLastRowLoadsTheNextPage(spec: SpecCase) async throws {
        try await withNews(in: spec) { news, server in
            try await news.run("wait")
            // When the user moves down to the last row of the page
            try await news.run("key down", "key end", "wait")
            // Then the next page is appended below it
            #expect(try news.rowCount == 40)
            #expect(news.selectedRowIndex == 19)
        }
    }

    @Test(arguments: SpecVariants.cases(SpecVariants.news))
    func switchingModesLoadsAllOrOnePage(spec: SpecCase) async throws {
        try await withNews(in: spec) { news, server in
            try await news.run("wait")
            // When the user picks All
            try await news.run("tap All", "wait")
            // Then the whole feed shows, and paging has nothing to add
            #expect(try news.rowCount == Self.feedSize)
            let requests = news.requestsCompleted
            try await news.run("more", "wait")
            #expect(news.requestsCompleted == requests)
            // When the user goes back to Paged
            try await news.run("tap Paged", "wait")
            // Then the first page alone shows again
            #expect(try news.rowCount == 20)
        }
    }

    @Test(arguments: SpecVariants.cases(SpecVariants.news))
    func pullToRefreshReloadsFromTheFirstPage(spec: SpecCase) async throws {
        try await withNews(in: spec) { news, server in
            try await news.run("wait", "more", "wait")
            #expect(try news.rowCount == 40)
            // Given someone else read the newest article meanwhile
            try await server.readAsAnotherUser("MVX0000T1467")
            // When the user pulls to refresh
            try await news.run("pull", "wait")
            // Then the list starts again from the first page, with the server's numbers
            #expect(try news.rowCount == 20)
            #expect(try news.rowText(1).contains("read 132"))
            #expect(!news.screen.contains("Refreshing…"))
        }
    }

    @Test(arguments: SpecVariants.cases(SpecVariants.news))
    func aReadRedrawsThatRowAlone(spec: SpecCase) async throws {
        try await withNews(in: spec) { news, server in
            // (the list opens with row 1 selected)
            try await news.run("wait", "key down")
            let before = try news.rowText(1)
            // When the user selects row 2 (already under the cursor, so the selection does not move)
            let redrawn = try await news.rowsRedrawn(by: "key enter", "wait")
            // Then the read is counted and shown on that row (seeded with 3050), and no other row was drawn again
            #expect(try news.rowText(2).contains("read 3051"))
            #expect(redrawn == 1)
            #expect(try news.rowText(1) == before)
            news.expectScreen("after-read")
        }
    }

    @Test(arguments: SpecVariants.cases(SpecVariants.news))
    func aReadThatAnswersAfterItsCellWasReusedLandsOnItsOwnRow(spec: SpecCase) async throws {
        try await withNews(in: spec) { news, server in
            // Given the rows shown one page down
            try await news.run("wait", "key pagedown")
            let pageDown = news.screen
            let rowsBefore = try (1...20).map { try news.rowText($0) }
            try await news.run("key home")
            // When row 1 is read, and the user pages down before the answer (row 1's cell is recycled)
            try await server.hold(NewsRoutes.read)
            try await news.run("key enter", "key pagedown")
            try await server.releaseHeldRequests()
            try await news.run("wait")
            // Then the rows on screen are exactly as before: the late answer did not touch the reused cell (the page
            // shows every row and reuses no cell: there, every other row is as before)
            if spec.frontEnd == .terminal {
                #expect(news.screen == pageDown)
            } else {
                #expect(try (2...20).map { try news.rowText($0) } == Array(rowsBefore.dropFirst()))
            }
            // And back on top, row 1 shows its new count
            try await news.run("key home")
            #expect(try news.rowText(1).contains("read 132"))
        }
    }

    @Test(arguments: SpecVariants.cases(SpecVariants.news))
    func selectingARowPostsARead(spec: SpecCase) async throws {
        try await withNews(in: spec) { news, server in
            try await news.run("wait")
            // When the user selects row 1 twice
            try await news.run("select 1", "wait", "select 1", "wait")
            // Then it shows two more reads than the seed's 131
            #expect(try news.rowText(1).contains("read 133"))
        }
    }

    @Test(arguments: SpecVariants.cases(SpecVariants.news))
    func aFailedLoadShowsTheErrorAndRetryKeepingTheRows(spec: SpecCase) async throws {
        try await withNews(in: spec) { news, server in
            try await news.run("wait")
            // Given the server fails the next feed request
            try await server.injectFault(NewsRoutes.feed, status: 503)
            // When the user asks for the next page
            try await news.run("more", "wait")
            // Then the error shows with Retry, and the first page stays
            #expect(news.screen.contains("Server error 503"))
            #expect(news.screen.contains("[ Retry ]"))
            #expect(try news.rowCount == 20)
            news.expectScreen("next-page-failed")
            // When the user taps Retry
            try await news.run("tap Retry", "wait")
            // Then the page arrives and the error is gone
            #expect(try news.rowCount == 40)
            #expect(!news.screen.contains("Retry"))
            #expect(!news.screen.contains("Server error"))
        }
    }

    @Test(arguments: SpecVariants.cases(SpecVariants.news))
    func aFailedReadShowsTheErrorAndRetryCountsIt(spec: SpecCase) async throws {
        try await withNews(in: spec) { news, server in
            try await news.run("wait")
            try await server.injectFault(NewsRoutes.read, status: 500)
            // When a read fails
            try await news.run("select 1", "wait")
            // Then the count stays, the error and Retry show
            #expect(try news.rowText(1).contains("read 131"))
            #expect(news.screen.contains("Server error 500"))
            // When the user retries
            try await news.run("tap Retry", "wait")
            // Then the read is counted once
            #expect(try news.rowText(1).contains("read 132"))
            #expect(!news.screen.contains("Retry"))
        }
    }

    @Test(arguments: SpecVariants.cases(SpecVariants.news))
    func aSlowServerShowsLoadingAndKeysStillWork(spec: SpecCase) async throws {
        try await withNews(in: spec) { news, server in
            try await news.run("wait")
            // Given a feed that the server holds until the test lets it go
            try await server.hold(NewsRoutes.feed)
            // When the user pulls to refresh and, while it loads, lets a second of app time pass and moves down
            try await news.run("pull", "sleep 1000")
            #expect(news.screen.contains("Loading…"))
            try await news.run("key down")
            // Then the keys were handled at once, with Loading… still up and the rows still there
            #expect(news.screen.contains("Loading…"))
            #expect(!news.screen.contains("Refreshing…"), "one indicator on a pull: the status line's")
            news.expectScreen("refreshing")
            #expect(news.selectedRowIndex == 1)
            #expect(try news.rowCount == 20)
            // And once the answer is in, Loading… is gone
            try await server.releaseHeldRequests()
            try await news.run("wait")
            #expect(!news.screen.contains("Loading…"))
            #expect(try news.rowText(1).contains(Self.firstTitle))
        }
    }
}

/// Opens News in `spec`'s variant and front end on a fresh server and runs `body` with the app and the server.
@MainActor
private func withNews(
    in spec: SpecCase, _ body: (SpecApp, TestServer) async throws -> Void
) async throws {
    try await withServer { server in
        try await withApp(spec, scene: .news, on: server) { news in try await body(news, server) }
    }
}
