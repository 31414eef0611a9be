import Model
import ServiceFakes
import Testing

/// Changes to one item of a ``PagedList``: requests the server confirms before the row changes, optimistic edits
/// with their rollback, and removals.
@MainActor
struct PagedListEditTests {
    let server = FakeRows(count: 5)
    let list: PagedList<Row>
    let log: ChangeLog

    init() {
        list = server.list()
        log = ChangeLog(list)
    }

    private func loaded() async {
        await list.reload().value
        log.forget()
    }

    // MARK: Confirmed requests

    @Test func aRequestChangesItsRowOnceTheServerAnswers() async {
        // Given the loaded rows, and a server that holds the next call
        await loaded()
        await server.control.holdNextCall()
        // When row 3 is bumped
        let bump = list.perform(.bump, on: 3)
        await server.control.waitUntilCallIsHeld()
        // Then it shows Loading… and the row has not changed yet
        #expect(list.isLoading)
        #expect(list.items[2].value == 0)
        await server.control.releaseHeldCall()
        await bump.value
        // And once answered, that row alone changed
        #expect(list.items[2].value == 1)
        #expect(log.changes == [.loadingChanged(true), .updated([2]), .loadingChanged(false)])
    }

    @Test func anAnswerFindsItsRowAfterTheListMoved() async {
        // Given a bump of row 3 that the server holds
        await loaded()
        await server.control.holdNextCall()
        let bump = list.perform(.bump, on: 3)
        await server.control.waitUntilCallIsHeld()
        // When the list reloads meanwhile with row 3 now second
        await server.replaceRows(with: [Row(id: 9, value: 0), Row(id: 3, value: 0)])
        await list.reload().value
        await server.control.releaseHeldCall()
        await bump.value
        // Then the answer lands on row 3 where it is now
        #expect(list.items == [Row(id: 9, value: 0), Row(id: 3, value: 1)])
    }

    @Test func aReloadWhileASaveIsUnderWayKeepsTheEdit() async {
        // Given row 3 set to 7, its save held by the server
        await loaded()
        await server.control.holdNextCall()
        let save = list.perform(.set(7), on: 3)
        await server.control.waitUntilCallIsHeld()
        // When the list reloads meanwhile, the server still saying 0
        await list.reload().value
        // Then row 3 still shows 7, and the next edit builds on it; the other rows are the server's
        #expect(list.items.map(\.value) == [0, 0, 7, 0, 0])
        // And once the save answers, the row is what the server saved
        await server.control.releaseHeldCall()
        _ = await save.value
        #expect(list.items[2] == Row(id: 3, value: 7))
        #expect(await server.rows[2].value == 7)
    }

    @Test func aFailedRequestKeepsTheRowAndRetryRepeatsIt() async {
        // Given a server that fails the next call
        await loaded()
        await server.control.failNextCall()
        // When row 1 is bumped
        await list.perform(.bump, on: 1).value
        // Then the row is unchanged and the failure can be retried
        #expect(list.items[0].value == 0)
        #expect(list.failure?.isRetryable == true)
        await list.retry().value
        #expect(list.items[0].value == 1)
        #expect(list.failure == nil)
    }

    @Test func aRequestForARowNotListedSendsNothing() async {
        // Given the loaded rows
        await loaded()
        // When a row that is not there is bumped
        await list.perform(.bump, on: 42).value
        // Then nothing changed
        #expect(log.changes.isEmpty)
    }

    // MARK: Optimistic edits

    @Test func anEditShowsAtOnceAndStaysWhenSaved() async {
        // Given the loaded rows, and a server that holds the next call
        await loaded()
        await server.control.holdNextCall()
        // When row 2 is set to 7
        let save = list.perform(.set(7), on: 2)
        // Then the row shows 7 before the server answers, without Loading…
        #expect(list.items[1].value == 7)
        #expect(!list.isLoading)
        await server.control.waitUntilCallIsHeld()
        await server.control.releaseHeldCall()
        // And once saved, the row stays
        await save.value
        #expect(await server.rows[1] == Row(id: 2, value: 7))
        #expect(list.items[1].value == 7)
        #expect(log.changes == [.updated([1])])
    }

    @Test func aFailedEditRollsBackWithTheError() async {
        // Given a server that fails the next call
        await loaded()
        await server.control.failNextCall()
        // When row 2 is set to 7
        await list.perform(.set(7), on: 2).value
        // Then the row goes back to what the server holds, with a failure that Retry repeats: the same edit again
        #expect(list.items[1].value == 0)
        #expect(list.failure == ListFailure(error: .sampleOutage, isRetryable: true))
        #expect(log.changes.filter { $0 == .updated([1]) }.count == 2)
        await list.retry().value
        #expect(await server.saves == [7, 7])
        #expect(list.items[1].value == 7)
        #expect(list.failure == nil)
    }

    @Test func editsMadeDuringASaveAreSavedTogetherAfterIt() async {
        // Given a first save the server holds
        await loaded()
        await server.control.holdNextCall()
        let first = list.perform(.set(1), on: 4)
        await server.control.waitUntilCallIsHeld()
        // When the row is edited twice more meanwhile
        let second = list.perform(.set(2), on: 4)
        let third = list.perform(.set(3), on: 4)
        await server.control.releaseHeldCall()
        _ = await (first.value, second.value, third.value)
        // Then one save was under way at a time, and the edits made meanwhile went in one save after it
        #expect(await server.saves == [1, 3])
        #expect(await server.rows[3].value == 3)
        #expect(list.items[3].value == 3)
    }

    @Test func aFailureUnderALaterEditDoesNotUndoIt() async {
        // Given a first save that will fail, held by the server
        await loaded()
        await server.control.holdNextCall()
        await server.control.failNextCall()
        let first = list.perform(.set(1), on: 4)
        await server.control.waitUntilCallIsHeld()
        // When the row is edited again before the failure arrives
        let second = list.perform(.set(2), on: 4)
        await server.control.releaseHeldCall()
        _ = await (first.value, second.value)
        // Then the later edit, saved, stands; the failure still shows
        #expect(list.items[3].value == 2)
        #expect(list.failure?.error == .sampleOutage)
    }

    @Test func theLastFailedEditRollsBackToWhatTheServerLastConfirmed() async {
        // Given a first save that succeeds, then a second that fails
        await loaded()
        _ = await list.perform(.set(5), on: 1).value
        await server.control.failNextCall()
        // When the second is made
        _ = await list.perform(.set(6), on: 1).value
        // Then the row shows the first, which the server holds
        #expect(list.items[0].value == 5)
    }

    @Test func anEditThatChangesNothingSendsNothing() async {
        // Given the loaded rows, row 1 at 0
        await loaded()
        // When it is set to 0
        await list.perform(.set(0), on: 1).value
        // Then nothing was sent or announced
        #expect(await server.saves == [])
        #expect(log.changes.isEmpty)
    }

    // MARK: Removals

    @Test func aRemovalTakesTheRowOutOnceTheServerConfirms() async {
        // Given the loaded rows
        await loaded()
        // When row 2 is removed
        await list.perform(.delete, on: 2).value
        // Then it is gone from the list and the server, announced as removed at its old index
        #expect(list.items.map(\.id) == [1, 3, 4, 5])
        #expect(await server.rows.map(\.id) == [1, 3, 4, 5])
        #expect(log.changes == [.loadingChanged(true), .removed([1]), .loadingChanged(false)])
    }

    @Test func aFailedRemovalKeepsTheRowAndRetryRemovesIt() async {
        // Given a server that fails the next call
        await loaded()
        await server.control.failNextCall()
        // When row 2 is removed
        await list.perform(.delete, on: 2).value
        // Then it stays, and a retry removes it
        #expect(list.items.count == 5)
        await list.retry().value
        #expect(list.items.map(\.id) == [1, 3, 4, 5])
    }
}
