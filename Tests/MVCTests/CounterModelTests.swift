import MVC
import Model
import ServiceFakes
import Testing

@MainActor
@Suite(.trackingWork)
struct CounterModelTests {
    let service = FakeCounterService()
    let spy = ModelChangeSpy()
    let model: CounterModel

    init() {
        model = CounterModel(service: service)
        model.delegate = spy
    }

    private var rows: [String] { model.counters.map { "\($0.name): \($0.num)" } }

    private func loaded() async {
        model.viewDidLoad()
        await settle()
        spy.forgetChanges()
    }

    @Test func theMainSetLoadsWithAFullReload() async {
        // When the controller loads the model
        model.viewDidLoad()
        await settle()
        // Then it reports one full reload of the 18 counters of the main set
        #expect(spy.counterChanges == [.loadingChanged(true), .reloaded, .loadingChanged(false)])
        #expect(rows.count == 18)
        #expect(rows.first == "Main 1: 0")
        #expect(rows.last == "Main 18: 5")
    }

    @Test func incrementUpdatesOnlyItsRowAndSaves() async {
        // Given counter 3 at 2
        await loaded()
        // When it is incremented
        model.plusButtonTapped(at: 2)
        await settle()
        // Then only row 3 is reported, at 3, and 3 is saved
        #expect(spy.counterChanges == [.updated([2])])
        #expect(rows[2] == "Main 3: 3")
        #expect(await service.saves == [.init(counterID: 3, num: 3)])
    }

    @Test func aTapOnARowThatIsNotThereChangesNothing() async {
        // Given the main set
        await loaded()
        // When the view reports taps on rows past either end
        model.plusButtonTapped(at: 18)
        model.minusButtonTapped(at: -1)
        await settle()
        // Then nothing changes and nothing is saved
        #expect(spy.counterChanges.isEmpty)
        #expect(await service.saves.isEmpty)
    }

    @Test func goingAboveSixSwapsInTheAltSetWithAFullReload() async {
        // Given counter 6 at 5
        await loaded()
        // When it is incremented twice, to 7
        model.plusButtonTapped(at: 5)
        model.plusButtonTapped(at: 5)
        await settle()
        // Then both numbers are saved and the whole list is replaced by the alt set
        #expect(await service.saves == [.init(counterID: 6, num: 6), .init(counterID: 6, num: 7)])
        #expect(
            spy.counterChanges == [
                .updated([5]), .updated([5]), .loadingChanged(true), .reloaded, .loadingChanged(false),
            ])
        #expect(rows == ["Alt 1: 1", "Alt 2: 2", "Alt 3: 3"])
    }

    @Test func aFailedSavePutsTheNumberBackAndReportsTheError() async {
        // Given counter 3 at 2, and a server that will fail the next save
        await loaded()
        await service.control.holdNextCall()
        await service.control.failNextCall()
        // When it is incremented
        model.plusButtonTapped(at: 2)
        await service.control.waitUntilCallIsHeld()
        // Then it shows 3 while the save is under way
        #expect(rows[2] == "Main 3: 3")
        // And when the save fails, it is back at 2 with the error reported
        await service.control.releaseHeldCall()
        await settle()
        let failure = ListFailure(error: .sampleOutage, isRetryable: true)
        #expect(spy.counterChanges == [.updated([2]), .failureChanged(failure), .updated([2])])
        #expect(rows[2] == "Main 3: 2")
        #expect(await service.savedNumber(of: 3) == 2)
    }

    @Test func theNextChangeClearsTheError() async {
        // Given a failed save
        await loaded()
        await service.control.failNextCall()
        model.plusButtonTapped(at: 2)
        await settle()
        spy.forgetChanges()
        // When the counter is incremented again and it saves
        model.plusButtonTapped(at: 2)
        await settle()
        // Then the error is gone and the row shows the saved number
        #expect(spy.counterChanges == [.failureChanged(nil), .updated([2])])
        #expect(await service.savedNumber(of: 3) == 3)
    }

    @Test func aFailedLoadReportsTheError() async {
        // Given a server that fails the next call
        await service.control.failNextCall()
        // When the model loads
        model.viewDidLoad()
        await settle()
        // Then the error is reported and there are no counters
        let failure = ListFailure(error: .sampleOutage, isRetryable: true)
        #expect(spy.counterChanges == [.loadingChanged(true), .failureChanged(failure), .loadingChanged(false)])
        #expect(model.counters.isEmpty)
    }
}
