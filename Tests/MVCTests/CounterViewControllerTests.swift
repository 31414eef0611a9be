import MVC
import MVCTerminal
import Model
import SceneViews
import ServiceFakes
import TerminalKit
import Testing

/// The Counter controller in a headless host, over a fake service. The business rules are tested without a screen
/// in ModelTests; what only the controller does — which rows redraw, what the status line says — needs the host.
@MainActor
@Suite(.trackingWork)
struct CounterViewControllerTests {
    let service = FakeCounterService()
    let controller: CounterViewController
    let host: HeadlessHost

    init() {
        controller = CounterViewController(model: CounterModel(service: service))
        host = HeadlessHost(rootViewController: controller)
    }

    /// Waits for the work the test started, then renders.
    private func settle() async {
        await ServiceFakes.settle()
        host.render()
    }

    /// Row `number` (1-based) as its cell shows it: `name: number`.
    private func row(_ number: Int) throws -> String {
        let cell = try #require(try host.visibleTable().cellForRow(at: IndexPath(row: number - 1)) as? CounterCell)
        return "\(cell.name): \(cell.number)"
    }

    @Test func loadingShowsUntilTheListArrives() async throws {
        // Given a server that holds the first load
        let service = FakeCounterService()
        await service.control.holdNextCall()
        let controller = CounterViewController(model: CounterModel(service: service))
        let host = HeadlessHost(rootViewController: controller)
        await service.control.waitUntilCallIsHeld()
        // Then the screen says Loading… and has no rows
        #expect(host.screenText.contains("Loading…"))
        #expect(try host.visibleTable().numberOfRows == 0)
        // When the answer arrives, Then the 18 rows show and Loading… is gone
        await service.control.releaseHeldCall()
        await ServiceFakes.settle()
        #expect(try host.visibleTable().numberOfRows == 18)
        #expect(host.screenText.contains("Main 1"))
        #expect(!host.screenText.contains("Loading…"))
    }

    @Test func plusRedrawsOnlyItsRowAndSaves() async throws {
        // Given the loaded list, row 3 at 2
        await settle()
        #expect(try row(3) == "Main 3: 2")
        // When the user taps + in row 3 and the save answers
        host.resetCounters()
        try host.tap("+", row: 3)
        await settle()
        // Then row 3 shows 3, it is the only row drawn again, and 3 was saved
        #expect(try row(3) == "Main 3: 3")
        #expect(host.rowsRedrawn == 1)
        #expect(await service.saves == [.init(counterID: 3, num: 3)])
    }

    @Test func minusIsReachableByKeyboard() async throws {
        // Given the loaded list, row 2 at 1
        await settle()
        // When the user moves to row 2 (the list opens on row 1), right twice (to -, then +), back once, and
        // presses enter
        for key in [Key.down, .right, .right, .left, .enter] {
            host.send(key)
        }
        await settle()
        // Then - was tapped in row 2: it shows 0, and 0 was saved
        #expect(try row(2) == "Main 2: 0")
        #expect(await service.saves == [.init(counterID: 2, num: 0)])
    }

    @Test func goingAboveSixReloadsTheWholeListWithTheAltSet() async throws {
        // Given row 6 at 5, taken to 6
        await settle()
        try host.tap("+", row: 6)
        await settle()
        #expect(try row(6) == "Main 6: 6")
        // When the user taps + again, to 7
        try host.tap("+", row: 6)
        host.resetCounters()
        await settle()
        // Then the table is reloaded with the three alt rows, each drawn again
        #expect(try host.visibleTable().numberOfRows == 3)
        #expect(try (1...3).map(row) == ["Alt 1: 1", "Alt 2: 2", "Alt 3: 3"])
        #expect(host.rowsRedrawn == 3)
        #expect(!host.screenText.contains("Main "))
    }

    @Test func aFailedSavePutsTheNumberBackAndShowsTheError() async throws {
        // Given row 3 at 2, and a server that will fail the next save
        await settle()
        await service.control.holdNextCall()
        await service.control.failNextCall()
        // When the user taps + in row 3
        try host.tap("+", row: 3)
        await service.control.waitUntilCallIsHeld()
        // Then it shows 3 while the save is under way
        #expect(try row(3) == "Main 3: 3")
        // And when the save fails, row 3 is back at 2 and the server's message shows, with Retry
        await service.control.releaseHeldCall()
        host.resetCounters()
        await settle()
        #expect(try row(3) == "Main 3: 2")
        #expect(host.rowsRedrawn == 1)
        #expect(host.screenText.contains("the server is down for a moment"))
        #expect(host.screenText.contains("[ Retry ]"))
        #expect(await service.savedNumber(of: 3) == 2)
    }

    @Test func aFailedLoadShowsTheErrorAndRetryLoadsAgain() async throws {
        // Given a server that fails the first load
        let service = FakeCounterService()
        await service.control.failNextCall()
        let controller = CounterViewController(model: CounterModel(service: service))
        let host = HeadlessHost(rootViewController: controller)
        await ServiceFakes.settle()
        // Then the error shows with Retry, and no rows
        #expect(host.screenText.contains("Server error 503: the server is down for a moment"))
        #expect(try host.visibleTable().numberOfRows == 0)
        // When the user taps Retry
        try host.tap("Retry")
        // Then Loading… replaces the error, and then the rows arrive
        #expect(host.screenText.contains("Loading…"))
        #expect(!host.screenText.contains("Server error"))
        await ServiceFakes.settle()
        #expect(try host.visibleTable().numberOfRows == 18)
        #expect(!host.screenText.contains("Retry"))
        #expect(await service.loads == [.main, .main])
    }

    @Test func closingTheSceneFreesTheControllerAndItsModel() async throws {
        // Given a Counter scene that loaded and saved, shown in a host
        let host = HeadlessHost()
        weak var closedController: CounterViewController?
        weak var closedModel: CounterModel?
        do {
            let model = CounterModel(service: service)
            let controller = CounterViewController(model: model)
            host.rootViewController = controller
            await ServiceFakes.settle()
            try host.tap("+", row: 1)
            await ServiceFakes.settle()
            (closedController, closedModel) = (controller, model)
        }
        // When the host lets the scene go
        host.rootViewController = nil
        // Then neither the controller nor its model is alive
        #expect(closedController == nil)
        #expect(closedModel == nil)
    }
}
