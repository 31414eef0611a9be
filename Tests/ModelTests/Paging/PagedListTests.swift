import Model
import ServiceFakes
import Testing

/// The paging machine every list scene shares (News, Counter, Blogs, Drafts, Trash, the user lists): loads, pages,
/// `Loading…`, errors and retry, and dropping answers that a newer load replaced.
@MainActor
struct PagedListTests {
    let server = FakeRows(count: 45)
    let list: PagedList<Row>
    let log: ChangeLog

    init() {
        list = server.list()
        log = ChangeLog(list)
    }

    private var offsets: [Int] {
        get async { await server.pageOffsets }
    }

    @Test func theFirstLoadShowsTheFirstPage() async {
        // When the list loads
        await list.reload().value
        // Then it holds the first 20 rows, says more follow, and published the reload inside Loading…
        #expect(list.items.map(\.id) == Array(1...20))
        #expect(list.hasMore)
        #expect(list.hasLoaded)
        #expect(log.changes == [.loadingChanged(true), .reloaded, .loadingChanged(false)])
        #expect(await offsets == [0])
    }

    @Test func theNextPageIsAppendedBelow() async {
        // Given the first page
        await list.reload().value
        log.forget()
        // When the next page is asked for
        await list.loadNextPage().value
        // Then rows 21 to 40 are appended, and only they are announced
        #expect(list.items.map(\.id) == Array(1...40))
        #expect(log.changes == [.loadingChanged(true), .appended(20..<40), .loadingChanged(false)])
        #expect(await offsets == [0, 20])
    }

    @Test func pagingStopsAfterAShortPage() async {
        // Given 45 rows, all paged in: 20, 20, 5
        await list.reload().value
        await list.loadNextPage().value
        await list.loadNextPage().value
        #expect(list.items.count == 45)
        #expect(!list.hasMore)
        // When the next page is asked for again
        await list.loadNextPage().value
        // Then no request is sent
        #expect(await offsets == [0, 20, 40])
    }

    @Test func pagingStopsAfterAnEmptyPageFollowingAFullOne() async {
        // Given exactly two full pages
        await server.replaceRows(with: (1...40).map { Row(id: $0, value: 0) })
        await list.reload().value
        await list.loadNextPage().value
        log.forget()
        // When the next page is asked for twice more
        await list.loadNextPage().value
        await list.loadNextPage().value
        // Then one request finds nothing, nothing is appended, and paging stops
        #expect(await offsets == [0, 20, 40])
        #expect(log.changes == [.loadingChanged(true), .loadingChanged(false)])
        #expect(list.items.count == 40)
    }

    @Test func nothingIsPagedBeforeTheFirstLoad() async {
        // When the next page is asked for before any load
        await list.loadNextPage().value
        // Then nothing is sent
        #expect(await offsets == [])
    }

    @Test func askingForTheNextPageDuringALoadSendsNothingMore() async {
        // Given the first page, and a next page the server holds
        await list.reload().value
        await server.control.holdNextCall()
        let nextPage = list.loadNextPage()
        await server.control.waitUntilCallIsHeld()
        // When the next page is asked for again meanwhile
        await list.loadNextPage().value
        await server.control.releaseHeldCall()
        await nextPage.value
        // Then one request went out
        #expect(await offsets == [0, 20])
        #expect(list.items.count == 40)
    }

    @Test func loadingLastsWhileAPageIsInFlight() async {
        // Given a server that holds the next call
        await server.control.holdNextCall()
        // When the list loads
        let load = list.reload()
        await server.control.waitUntilCallIsHeld()
        // Then it is loading until the answer has been applied
        #expect(list.isLoading)
        #expect(list.items.isEmpty)
        await server.control.releaseHeldCall()
        await load.value
        #expect(!list.isLoading)
        #expect(list.items.count == 20)
    }

    @Test func aReloadKeepsTheRowsUntilTheAnswerReplacesThem() async {
        // Given two pages, and a first page the server holds
        await list.reload().value
        await list.loadNextPage().value
        await server.replaceRows(with: (101...130).map { Row(id: $0, value: 0) })
        await server.control.holdNextCall()
        // When the list reloads
        let reload = list.reload()
        await server.control.waitUntilCallIsHeld()
        // Then the 40 rows stay while it loads, and the new first page replaces them in one reload
        #expect(list.items.count == 40)
        log.forget()
        await server.control.releaseHeldCall()
        await reload.value
        #expect(list.items.map(\.id) == Array(101...120))
        #expect(log.changes == [.reloaded, .loadingChanged(false)])
    }

    @Test func aLoadThatANewerOneReplacedIsDropped() async {
        // Given a first load the server holds
        await server.control.holdNextCall()
        let first = list.reload()
        await server.control.waitUntilCallIsHeld()
        // When a reload with another source answers first
        await list.reload(from: 5).value
        await server.control.releaseHeldCall()
        await first.value
        // Then the late answer changes nothing
        #expect(list.items.map(\.id) == Array(1...5))
        #expect(log.changes.filter { $0 == .reloaded }.count == 1)
        #expect(!list.isLoading)
    }

    @Test func switchingSourceReloadsFromTheStart() async {
        // Given two pages of 20
        await list.reload().value
        await list.loadNextPage().value
        // When the list switches to pages of 30
        await list.reload(from: 30).value
        await list.loadNextPage().value
        // Then it starts again from offset 0 and pages on with the new source
        #expect(await offsets == [0, 20, 0, 30])
        #expect(list.items.count == 45)
    }

    @Test func aFailedFirstLoadCanBeRetried() async {
        // Given a server that fails the next call
        await server.control.failNextCall()
        // When the list loads
        await list.reload().value
        // Then the failure is kept, retryable, with no rows
        #expect(list.failure == ListFailure(error: .sampleOutage, isRetryable: true))
        #expect(list.items.isEmpty)
        #expect(log.changes.contains(.failureChanged(ListFailure(error: .sampleOutage, isRetryable: true))))
        // When it retries, Then the failure goes and the first page shows
        log.forget()
        await list.retry().value
        #expect(list.failure == nil)
        #expect(list.items.count == 20)
        #expect(log.changes.first == .failureChanged(nil))
    }

    @Test func aFailedNextPageKeepsTheRowsAndRetryLoadsIt() async {
        // Given the first page and a server that fails the next call
        await list.reload().value
        await server.control.failNextCall()
        // When the next page is asked for
        await list.loadNextPage().value
        // Then the 20 rows stay, and a retry appends the next page
        #expect(list.items.count == 20)
        #expect(list.failure?.isRetryable == true)
        log.forget()
        await list.retry().value
        #expect(
            log.changes == [.failureChanged(nil), .loadingChanged(true), .appended(20..<40), .loadingChanged(false)])
    }

    @Test func retryWithNothingFailedDoesNothing() async {
        // Given a loaded list
        await list.reload().value
        // When it retries
        await list.retry().value
        // Then nothing is sent
        #expect(await offsets == [0])
    }

    @Test func anAppendedPageNeverRepeatsARowAlreadyShown() async {
        // Given the first page, and a new row inserted at the top on the server (shifting every offset)
        await list.reload().value
        await server.replaceRows(with: [Row(id: 99, value: 0)] + (1...45).map { Row(id: $0, value: 0) })
        log.forget()
        // When the next page (offset 20: rows 20 to 39) arrives
        await list.loadNextPage().value
        // Then row 20, already shown, is not shown twice
        #expect(list.items.map(\.id) == Array(1...39))
        #expect(log.changes.contains(.appended(20..<39)))
    }

    @Test func workIsTrackedUntilItsResultIsApplied() async {
        // Given a tracker, and a server that holds the next call
        let tracker = WorkTracker()
        await server.control.holdNextCall()
        // When the list loads under the tracker
        let load = WorkTracker.$current.withValue(tracker) { list.reload() }
        await server.control.waitUntilCallIsHeld()
        // Then the load counts until its rows are in the list
        #expect(tracker.pending == 1)
        await server.control.releaseHeldCall()
        await tracker.waitUntilIdle()
        #expect(list.items.count == 20)
        await load.value
    }

    @Test func aListThatIsGoneCancelsItsLoad() async {
        // Given a list whose load the server holds
        var list: PagedList<Row>? = server.list()
        weak let released = list
        await server.control.holdNextCall()
        let load = list?.reload()
        await server.control.waitUntilCallIsHeld()
        // When its owner lets it go
        list = nil
        // Then it is freed at once, and the load ends when its answer comes
        #expect(released == nil)
        await server.control.releaseHeldCall()
        await load?.value
    }
}
