import Foundation
import MVC
import MVCTerminal
import Model
import ServiceFakes
import TerminalKit
import Testing

/// The MVC News controller, tested the only way an MVC view controller can be: on a screen. The model behind it
/// reads a fake feed, but the controller itself needs the toolkit's headless host, keys in and screen text out.
@MainActor
@Suite(.trackingWork)
struct NewsViewControllerTests {
    let service = FakeNewsService(articleCount: 45)
    let model: NewsModel
    let host: HeadlessHost

    init() {
        model = NewsModel(feed: NewsFeedModel(service: service), formatting: NewsFormatting(timeZone: .gmt))
        host = HeadlessHost()
    }

    /// Puts the controller on screen: its view loads, and with it the first page.
    private func show() {
        host.rootViewController = NewsViewController(model: model)
    }

    /// Lets the model's requests finish, then renders.
    private func settle() async {
        await ServiceFakes.settle()
        host.render()
    }

    private var rowCount: Int {
        get throws { try host.visibleTable().numberOfRows }
    }

    @Test func showsLoadingWhileTheFirstPageIsInFlightThenItsRows() async throws {
        // Given a server that holds the first request
        await service.control.holdNextCall()
        // When the controller comes on screen
        show()
        await service.control.waitUntilCallIsHeld()
        // Then the screen says Loading… and has no rows yet
        #expect(host.screenText.contains("Loading…"))
        #expect(try rowCount == 0)
        // When the answer arrives
        await service.control.releaseHeldCall()
        await settle()
        // Then the first page shows, formatted, and Loading… is gone
        let screen = host.screenText
        #expect(try rowCount == 20)
        #expect(screen.contains("Headline 1"))
        #expect(screen.contains("2024-03-09 14:01"))
        #expect(screen.contains("img.example.com/1.jpg"))
        #expect(!screen.contains("Loading…"))
    }

    @Test func aReadRedrawsOnlyItsRow() async throws {
        // Given the first page on screen
        show()
        await settle()
        // When the user selects row 3 (the selection itself redraws; the read is what is measured)
        try host.select(row: 3)
        host.resetCounters()
        await settle()
        // Then the read is posted, and exactly that row was drawn again, now at read 4
        #expect(await service.readRequests == ["DOC3"])
        #expect(host.rowsRedrawn == 1)
        #expect(host.screenText.contains("read 4"))
    }

    @Test func aFailedPageKeepsTheRowsAndRetryLoadsIt() async throws {
        // Given the first page, and a server that fails the next request
        show()
        await settle()
        await service.control.failNextCall()
        // When the user asks for more
        try host.more()
        await settle()
        // Then the error and Retry show and the rows stay
        #expect(host.screenText.contains("the server is down for a moment"))
        #expect(host.screenText.contains("[ Retry ]"))
        #expect(try rowCount == 20)
        // When the user taps Retry
        try host.tap("Retry")
        await settle()
        // Then the page is appended and the error is gone
        #expect(try rowCount == 40)
        #expect(!host.screenText.contains("Retry"))
    }

    @Test func theLastRowAsksForTheNextPageUntilTheFeedEnds() async throws {
        // Given the first page
        show()
        await settle()
        // When the selection moves to the last row, twice
        host.send(.down)
        host.send(.end)
        await settle()
        host.send(.end)
        await settle()
        host.send(.down)
        await settle()
        // Then the feed's 45 articles show, asked for in pages of 20, and nothing more was asked
        #expect(try rowCount == 45)
        #expect(
            await service.pageRequests == [
                .init(offset: 0, limit: 20), .init(offset: 20, limit: 20), .init(offset: 40, limit: 20),
            ])
    }

    @Test func allLoadsTheWholeFeedWithFewCells() async throws {
        // Given the first page
        show()
        await settle()
        host.resetCounters()
        // When the user picks All and goes to the bottom
        try host.tap("All")
        await settle()
        host.send(.down)
        host.send(.end)
        // Then all 45 rows are there, drawn with no more cells than fit on screen (plus two)
        let table = try host.visibleTable()
        #expect(table.numberOfRows == 45)
        #expect(table.statistics.cellsCreated <= table.visibleRowCapacity + 2)
        #expect(host.screenText.contains("Headline 45"))
    }
}
