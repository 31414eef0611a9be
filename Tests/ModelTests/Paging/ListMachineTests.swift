import Model
import ServiceFakes
import Testing

/// The list rules as a pure value: each test feeds events and reads the state, the changes and the commands —
/// no fakes, no clock, no task.
struct ListMachineTests {
    typealias Machine = ListMachine<Row>

    private static func rows(_ ids: ClosedRange<Int>, value: Int = 0) -> [Row] {
        ids.map { Row(id: $0, value: value) }
    }

    private static func page(_ ids: ClosedRange<Int>, hasMore: Bool = true) -> Result<PageBatch<Row>, APIError> {
        .success(PageBatch(items: rows(ids), hasMore: hasMore))
    }

    /// A machine in pages of 20 that has loaded rows 1...5 (request #1), and nothing more follows.
    private func loaded() -> Machine {
        var list = Machine(source: 20)
        list.handle(.reloadAsked)
        list.handle(.pageAnswered(ListRequest(1), Self.page(1...5, hasMore: false)))
        return list
    }

    // MARK: Pages

    @Test func aReloadAsksForTheFirstPageAndShowsLoading() {
        // Given a list that has loaded nothing
        var list = Machine(source: 20)
        // When a reload is asked
        let step = list.handle(.reloadAsked)
        // Then it fetches from offset 0 of its source, and Loading… shows
        #expect(step.commands == [.fetch(ListRequest(1), from: 20, offset: 0)])
        #expect(step.changes == [.loadingChanged(true)])
        #expect(list.isLoading)
    }

    @Test func theAnswerFillsTheListAndEndsLoading() {
        // Given a reload under way
        var list = Machine(source: 20)
        list.handle(.reloadAsked)
        // When its page arrives
        let step = list.handle(.pageAnswered(ListRequest(1), Self.page(1...20)))
        // Then the rows show, more follow, and Loading… ends
        #expect(list.items == Self.rows(1...20))
        #expect(list.hasMore && list.hasLoaded && !list.isLoading)
        #expect(step.changes == [.reloaded, .loadingChanged(false)])
        #expect(step.commands.isEmpty)
    }

    @Test func theNextPageAsksFromTheEndAndIsAppended() {
        // Given a first page of 20
        var list = Machine(source: 20)
        list.handle(.reloadAsked)
        list.handle(.pageAnswered(ListRequest(1), Self.page(1...20)))
        // When the next page is asked and answered
        let asked = list.handle(.nextPageAsked)
        let answered = list.handle(.pageAnswered(ListRequest(2), Self.page(21...40)))
        // Then it was fetched from offset 20 and only the new rows are announced
        #expect(asked.commands == [.fetch(ListRequest(2), from: 20, offset: 20)])
        #expect(answered.changes == [.appended(20..<40), .loadingChanged(false)])
        #expect(list.items.count == 40)
    }

    @Test func noNextPageWhileALoadIsUnderWayOrNothingFollows() {
        // Given a first load under way
        var list = Machine(source: 20)
        list.handle(.reloadAsked)
        // When the next page is asked, then it asks nothing
        #expect(list.handle(.nextPageAsked).commands.isEmpty)
        // And once a short last page arrived, asking again asks nothing either
        list.handle(.pageAnswered(ListRequest(1), Self.page(1...5, hasMore: false)))
        #expect(list.handle(.nextPageAsked).commands.isEmpty)
    }

    @Test func aReplacedLoadIsCancelledAndItsLateAnswerDropped() {
        // Given a first load under way
        var list = Machine(source: 20)
        list.handle(.reloadAsked)
        // When the source switches before it answers
        let switched = list.handle(.sourceSwitched(5))
        // Then the first is cancelled and the new source fetched from the start
        #expect(switched.commands == [.cancel(ListRequest(1)), .fetch(ListRequest(2), from: 5, offset: 0)])
        // And when both answer, the late first one changes nothing
        list.handle(.pageAnswered(ListRequest(2), Self.page(1...5)))
        let late = list.handle(.pageAnswered(ListRequest(1), Self.page(1...20)))
        #expect(late == Machine.Step())
        #expect(list.items == Self.rows(1...5))
        #expect(list.source == 5)
    }

    @Test func anAppendedPageNeverRepeatsARow() {
        // Given rows 1...20
        var list = Machine(source: 20)
        list.handle(.reloadAsked)
        list.handle(.pageAnswered(ListRequest(1), Self.page(1...20)))
        // When the next page overlaps them (the list moved on the server)
        list.handle(.nextPageAsked)
        let step = list.handle(.pageAnswered(ListRequest(2), Self.page(19...25)))
        // Then only the new rows are added
        #expect(list.items.map(\.id) == Array(1...25))
        #expect(step.changes.first == .appended(20..<25))
    }

    @Test func aFailedLoadKeepsTheRowsAndRetryRepeatsIt() {
        // Given rows 1...20 and a next page that fails
        var list = Machine(source: 20)
        list.handle(.reloadAsked)
        list.handle(.pageAnswered(ListRequest(1), Self.page(1...20)))
        list.handle(.nextPageAsked)
        let failed = list.handle(.pageAnswered(ListRequest(2), .failure(.sampleOutage)))
        // Then the rows stay and the failure shows with Retry
        #expect(list.items.count == 20)
        #expect(list.status == LoadStatus(failure: ListFailure(error: .sampleOutage, isRetryable: true)))
        #expect(failed.changes == [.failureChanged(list.failure), .loadingChanged(false)])
        // When Retry is asked, then the same page is fetched again and the failure goes
        let retried = list.handle(.retryAsked)
        #expect(retried.commands == [.fetch(ListRequest(3), from: 20, offset: 20)])
        #expect(list.failure == nil)
    }

    @Test func aListCutShortOnPurposeCannotBeRetried() {
        // Given a load that stopped early at its bound
        var list = Machine(source: 20)
        list.handle(.reloadAsked)
        let batch = PageBatch(items: Self.rows(1...3), hasMore: false, stoppedEarly: .tooManyItems(limit: 3))
        list.handle(.pageAnswered(ListRequest(1), .success(batch)))
        // Then the rows show with a failure that Retry cannot cure
        #expect(list.items.count == 3)
        #expect(list.failure?.isRetryable == false)
        #expect(list.handle(.retryAsked).commands.isEmpty)
    }

    // MARK: Confirmed actions and removals

    @Test func aConfirmedActionChangesTheRowOnlyWhenAnswered() {
        // Given rows 1...5
        var list = loaded()
        // When row 3 is bumped
        let asked = list.handle(.actionAsked(.bump, on: 3))
        // Then it is sent with Loading…, and the row waits
        #expect(asked.commands == [.perform(ListRequest(2), .bump, Row(id: 3, value: 0))])
        #expect(asked.changes == [.loadingChanged(true)])
        #expect(list.items[2].value == 0)
        // When the server answers, then that row alone changes
        let answered = list.handle(.actionAnswered(ListRequest(2), .success(Row(id: 3, value: 1))))
        #expect(answered.changes == [.updated([2]), .loadingChanged(false)])
        #expect(list.items[2].value == 1)
    }

    @Test func anAnswerFindsItsRowAfterTheListMoved() {
        // Given a bump of row 3 under way
        var list = loaded()
        list.handle(.actionAsked(.bump, on: 3))
        // When a reload puts row 3 second, then the bump answers
        list.handle(.reloadAsked)
        list.handle(
            .pageAnswered(
                ListRequest(3),
                .success(PageBatch(items: [Row(id: 9, value: 0), Row(id: 3, value: 0)], hasMore: false))))
        list.handle(.actionAnswered(ListRequest(2), .success(Row(id: 3, value: 1))))
        // Then it lands on row 3 where it is now
        #expect(list.items == [Row(id: 9, value: 0), Row(id: 3, value: 1)])
    }

    @Test func anActionOnARowNotListedSendsNothing() {
        var list = loaded()
        #expect(list.handle(.actionAsked(.bump, on: 99)) == Machine.Step())
    }

    @Test func aRemovalTakesTheRowOutWhenConfirmedAndRetryRepeatsAFailure() {
        // Given rows 1...5 and a removal of row 2 that fails
        var list = loaded()
        list.handle(.actionAsked(.delete, on: 2))
        list.handle(.actionAnswered(ListRequest(2), .failure(.sampleOutage)))
        #expect(list.items.count == 5)
        // When Retry is asked and the server confirms
        let retried = list.handle(.retryAsked)
        #expect(retried.commands == [.perform(ListRequest(3), .delete, Row(id: 2, value: 0))])
        let answered = list.handle(.actionAnswered(ListRequest(3), .success(Row(id: 2, value: 0))))
        // Then the row leaves, announced at its old index
        #expect(list.items.map(\.id) == [1, 3, 4, 5])
        #expect(answered.changes == [.removed([1]), .loadingChanged(false)])
    }

    // MARK: Optimistic edits

    @Test func anEditShowsAtOnceWithoutLoadingAndIsSaved() {
        // Given rows 1...5
        var list = loaded()
        // When row 2 is set to 7
        let step = list.handle(.actionAsked(.set(7), on: 2))
        // Then the row shows 7 at once, without Loading…, and the changed row is sent
        #expect(list.items[1].value == 7)
        #expect(!list.isLoading)
        #expect(step.changes == [.updated([1])])
        #expect(step.commands == [.perform(ListRequest(2), .set(7), Row(id: 2, value: 7))])
    }

    @Test func aFailedEditRollsBackAndRetryMakesItAgain() {
        // Given row 2 set to 7, its save failing
        var list = loaded()
        list.handle(.actionAsked(.set(7), on: 2))
        let failed = list.handle(.actionAnswered(ListRequest(2), .failure(.sampleOutage)))
        // Then the row is back to what the server holds, with the error and Retry
        #expect(list.items[1].value == 0)
        #expect(
            failed.changes == [.failureChanged(ListFailure(error: .sampleOutage, isRetryable: true)), .updated([1])])
        // When Retry is asked, then the same edit is made and saved again
        let retried = list.handle(.retryAsked)
        #expect(list.items[1].value == 7)
        #expect(retried.commands == [.perform(ListRequest(3), .set(7), Row(id: 2, value: 7))])
    }

    @Test func editsDuringASaveWaitAndGoInOneSaveAfterIt() {
        // Given row 4 set to 1, its save under way
        var list = loaded()
        list.handle(.actionAsked(.set(1), on: 4))
        // When it is set to 2, then 3, meanwhile
        let second = list.handle(.actionAsked(.set(2), on: 4))
        list.handle(.actionAsked(.set(3), on: 4))
        // Then the row shows 3 and nothing more is sent yet
        #expect(second.commands.isEmpty)
        #expect(list.items[3].value == 3)
        // When the first save answers, then the row keeps 3 and one save of 3 follows
        let answered = list.handle(.actionAnswered(ListRequest(2), .success(Row(id: 4, value: 1))))
        #expect(answered.commands == [.perform(ListRequest(3), .set(3), Row(id: 4, value: 3))])
        #expect(list.items[3].value == 3)
        // And when that one answers, the row shows what the server saved
        list.handle(.actionAnswered(ListRequest(3), .success(Row(id: 4, value: 3))))
        #expect(list.items[3].value == 3)
        #expect(!list.isSaving(4))
    }

    @Test func aFailureUnderALaterEditKeepsTheLaterEditAndSavesIt() {
        // Given row 4 set to 1 and then to 2 while the first save is under way
        var list = loaded()
        list.handle(.actionAsked(.set(1), on: 4))
        list.handle(.actionAsked(.set(2), on: 4))
        // When the first save fails
        let failed = list.handle(.actionAnswered(ListRequest(2), .failure(.sampleOutage)))
        // Then the later edit stands and is saved, and the failure shows
        #expect(list.items[3].value == 2)
        #expect(failed.commands == [.perform(ListRequest(3), .set(2), Row(id: 4, value: 2))])
        #expect(list.failure?.error == .sampleOutage)
    }

    @Test func aReloadDuringASaveKeepsTheEditAndTheAnswerLandsOnTheNewRows() {
        // Given row 3 set to 7, its save under way
        var list = loaded()
        list.handle(.actionAsked(.set(7), on: 3))
        // When a reload answers with the server's older copy
        list.handle(.reloadAsked)
        list.handle(.pageAnswered(ListRequest(3), Self.page(1...5, hasMore: false)))
        // Then the row keeps its edit
        #expect(list.items[2].value == 7)
        // And when the save answers, the row is what the server saved
        list.handle(.actionAnswered(ListRequest(2), .success(Row(id: 3, value: 7))))
        #expect(list.items[2].value == 7)
    }

    @Test func anEditThatChangesNothingSendsNothing() {
        var list = loaded()
        #expect(list.handle(.actionAsked(.set(0), on: 1)) == Machine.Step())
    }

    @Test func anUnknownAnswerChangesNothing() {
        var list = loaded()
        #expect(list.handle(.actionAnswered(ListRequest(42), .success(Row(id: 1, value: 9)))) == Machine.Step())
        #expect(list.items == Self.rows(1...5))
    }
}

/// Counter's swap rule rides on the machine: a saved number above 6 switches the list to the `alt` set.
struct CounterMachineTests {
    @Test func aSavedNumberAboveSixSwapsInTheAltSet() {
        // Given the main set with counter 1 at 6
        var list = ListMachine<Counter>(source: .main)
        list.handle(.reloadAsked)
        let counter = Counter(id: 1, set: .main, name: "a", num: 6)
        list.handle(.pageAnswered(ListRequest(1), .success(PageBatch(items: [counter], hasMore: false))))
        // When `+` is tapped and the server saves 7
        list.handle(.actionAsked(.increment, on: 1))
        let saved = list.handle(
            .actionAnswered(ListRequest(2), .success(Counter(id: 1, set: .main, name: "a", num: 7))))
        // Then the alt set is fetched in a full reload
        #expect(saved.commands == [.fetch(ListRequest(3), from: .alt, offset: 0)])
        #expect(list.source == .alt)
    }

    @Test func aFailedSaveDoesNotSwap() {
        var list = ListMachine<Counter>(source: .main)
        list.handle(.reloadAsked)
        list.handle(
            .pageAnswered(
                ListRequest(1),
                .success(PageBatch(items: [Counter(id: 1, set: .main, name: "a", num: 6)], hasMore: false))))
        list.handle(.actionAsked(.increment, on: 1))
        let failed = list.handle(.actionAnswered(ListRequest(2), .failure(.sampleOutage)))
        #expect(failed.commands.isEmpty)
        #expect(list.items[0].num == 6)
        #expect(list.source == .main)
    }
}
