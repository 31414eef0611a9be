import Model
import ServiceFakes
import Testing
import VIPER

/// The Counter interactor over a fake service: it holds the counters, saves each change through the service, and
/// reports the counters that changed — not rows — to its presenter. (The rules are Model's, tested in ModelTests.)
@MainActor
@Suite(.trackingWork)
struct CounterInteractorTests {
    let service = FakeCounterService()
    let output = InteractorOutputSpy()
    let interactor: CounterInteractor

    init() {
        interactor = CounterInteractor(service: service)
        interactor.output = output
    }

    private func loaded() async {
        interactor.loadCounters()
        await settle()
        output.forgetReports()
    }

    @Test func loadingReportsTheMainSetInsideLoading() async {
        // When the counters load
        interactor.loadCounters()
        await settle()
        // Then the presenter heard Loading…, the 18 counters of the main set, then the end of Loading…
        #expect(output.reports.first == .status(.loading))
        #expect(output.reports.last == .status(.idle))
        #expect(output.reports.dropFirst().first == .loaded((1...18).map(String.init)))
        #expect(await service.loads == [.main])
    }

    @Test func anIncrementIsReportedAtOnceSavedAndReportedAsThatCounterAlone() async {
        // Given the loaded counters, counter 3 at 2
        await loaded()
        // When counter 3 is incremented
        interactor.increment(counterID: 3)
        // Then the presenter hears counter 3 at 3 at once
        #expect(output.counters[3]?.num == 3)
        await settle()
        // And the server saved 3 for counter 3, and only counter 3 was reported
        #expect(await service.saves == [FakeCounterService.Save(counterID: 3, num: 3)])
        #expect(output.reports.allSatisfy { $0 == .updated("3") })
    }

    @Test func aRefusedSaveIsRolledBackAndReportsTheError() async {
        // Given the loaded counters, counter 3 at 2
        await loaded()
        await service.control.failNextCall()
        // When counter 3 is incremented and the server refuses
        interactor.increment(counterID: 3)
        await settle()
        // Then counter 3 is reported back at 2, with the error and Retry
        #expect(output.counters[3]?.num == 2)
        #expect(
            output.reports.contains(.status(LoadStatus(failure: ListFailure(error: .sampleOutage, isRetryable: true)))))
    }

    @Test func goingAboveSixSwapsInTheAltSet() async {
        // Given counter 6 at 5
        await loaded()
        // When it is incremented twice, to 7
        interactor.increment(counterID: 6)
        interactor.increment(counterID: 6)
        await settle()
        // Then the alt set was loaded and reported in place of the main set
        #expect(await service.loads == [.main, .alt])
        #expect(output.reports.contains { if case .loaded(let ids) = $0 { ids.count == 3 } else { false } })
        #expect(output.reports.last == .status(.idle))
    }

    @Test func aDecrementAtZeroSavesAndReportsNothing() async {
        // Given counter 1 at 0
        await loaded()
        // When it is decremented, Then nothing is saved or reported
        interactor.decrement(counterID: 1)
        await settle()
        #expect(await service.saves.isEmpty)
        #expect(output.reports.isEmpty)
    }
}
