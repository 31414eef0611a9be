import Model
import ServiceFakes
import Testing
import VIPER

/// The Counter interactor over a fake service: the use cases save through the service and report each change of
/// the counters to the presenter. (The rules themselves are the Model's, tested once in ModelTests.)
@MainActor
@Suite(.trackingWork)
struct CounterInteractorTests {
    let service = FakeCounterService()
    let output = OutputSpy()
    let interactor: CounterInteractor

    init() {
        interactor = CounterInteractor(service: service)
        interactor.output = output
    }

    @Test func loadingReportsTheMainSetInsideLoading() async {
        // When the counters load
        interactor.loadCounters()
        await settle()
        // Then the presenter heard Loading…, the whole list, then the end of Loading…
        #expect(output.changes == [.loadingChanged(true), .reloaded, .loadingChanged(false)])
        #expect(interactor.counters.count == 18)
    }

    @Test func anIncrementIsSavedAndReportedAsThatRowAlone() async {
        // Given the loaded counters, row 3 at 2
        interactor.loadCounters()
        await settle()
        output.forgetChanges()
        // When row 3 is incremented
        interactor.increment(counterID: interactor.counters[2].id)
        await settle()
        // Then the server saved 3 for counter 3, and only row 3 was reported changed
        #expect(await service.saves == [FakeCounterService.Save(counterID: 3, num: 3)])
        #expect(output.changes.allSatisfy { $0 == .updated([2]) })
        #expect(interactor.counters[2].num == 3)
    }

    @Test func goingAboveSixSwapsInTheAltSet() async {
        // Given row 6 at 5
        interactor.loadCounters()
        await settle()
        // When it is incremented twice, to 7
        interactor.increment(counterID: interactor.counters[5].id)
        interactor.increment(counterID: interactor.counters[5].id)
        await settle()
        // Then the alt set replaced the list
        #expect(interactor.counters.map(\.name) == ["Alt 1", "Alt 2", "Alt 3"])
        #expect(output.changes.last == .loadingChanged(false))
        #expect(output.changes.contains(.reloaded))
    }

    @Test func aDecrementAtZeroSavesNothing() async {
        // Given row 1 at 0
        interactor.loadCounters()
        await settle()
        output.forgetChanges()
        // When it is decremented, Then nothing is saved or reported
        interactor.decrement(counterID: interactor.counters[0].id)
        await settle()
        #expect(await service.saves.isEmpty)
        #expect(output.changes.isEmpty)
    }
}
