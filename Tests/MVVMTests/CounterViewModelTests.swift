import MVVM
import Model
import ServiceFakes
import Testing

@MainActor
@Suite(.trackingWork)
struct CounterViewModelTests {
    let service = FakeCounterService()
    let viewModel: CounterViewModel

    init() {
        viewModel = CounterViewModel(service: service)
    }

    private var rows: [String] { viewModel.list.rows.map { "\($0.name): \($0.number)" } }

    /// Watches each row's number: which rows a step changes.
    private func watchRows() -> [ChangeWatch] {
        viewModel.list.rows.map { row in ChangeWatch { _ = row.number } }
    }

    /// Watches the list itself: whether a step replaces it.
    private func watchList() -> ChangeWatch { ChangeWatch { _ = viewModel.list.rows } }

    @Test func theMainSetLoads() async {
        // When the view loads
        viewModel.viewDidLoad()
        await settle()
        // Then the rows are the 18 counters of the main set
        #expect(rows.count == 18)
        #expect(rows.first == "Main 1: 0")
        #expect(rows.last == "Main 18: 5")
        #expect(await service.loads == [.main])
    }

    @Test func plusChangesOnlyItsRowAndSaves() async {
        // Given the loaded list, row 3 at 2
        viewModel.viewDidLoad()
        await settle()
        let list = watchList()
        let watches = watchRows()
        // When the user taps + in row 3
        viewModel.plusButtonTapped(at: 2)
        await settle()
        // Then only that row changes, to 3, and 3 is saved
        #expect(!list.changed)
        #expect(watches.indices.filter { watches[$0].changed } == [2])
        #expect(rows[2] == "Main 3: 3")
        #expect(await service.saves == [.init(counterID: 3, num: 3)])
    }

    @Test func goingAboveSixSwapsInTheAltSet() async {
        // Given row 6 at 5
        viewModel.viewDidLoad()
        await settle()
        let list = watchList()
        // When the user taps + twice in row 6, to 7
        viewModel.plusButtonTapped(at: 5)
        viewModel.plusButtonTapped(at: 5)
        await settle()
        // Then both numbers are saved and the whole list is replaced by the alt set
        #expect(await service.saves == [.init(counterID: 6, num: 6), .init(counterID: 6, num: 7)])
        #expect(list.changed)
        #expect(rows == ["Alt 1: 1", "Alt 2: 2", "Alt 3: 3"])
    }

    @Test func aFailedSavePutsTheNumberBackAndShowsTheError() async {
        // Given row 3 at 2, and a server that will fail the next save
        viewModel.viewDidLoad()
        await settle()
        await service.control.holdNextCall()
        await service.control.failNextCall()
        // When the user taps + in row 3
        viewModel.plusButtonTapped(at: 2)
        await service.control.waitUntilCallIsHeld()
        // Then the row shows 3 while the save is under way
        #expect(rows[2] == "Main 3: 3")
        // And when the save fails, the row is back at 2 with the error shown
        let watches = watchRows()
        await service.control.releaseHeldCall()
        await settle()
        #expect(watches.indices.filter { watches[$0].changed } == [2])
        #expect(rows[2] == "Main 3: 2")
        #expect(viewModel.list.status.errorMessage == APIError.sampleOutage.description)
        #expect(await service.savedNumber(of: 3) == 2)
    }

    @Test func theNextTapClearsTheError() async {
        // Given a failed save
        viewModel.viewDidLoad()
        await settle()
        await service.control.failNextCall()
        viewModel.plusButtonTapped(at: 2)
        await settle()
        // When the user taps + again and it saves
        viewModel.plusButtonTapped(at: 2)
        await settle()
        // Then the error is gone and the row shows the saved number
        #expect(viewModel.list.status.errorMessage == nil)
        #expect(rows[2] == "Main 3: 3")
        #expect(await service.savedNumber(of: 3) == 3)
    }

    @Test func aFailedLoadShowsTheError() async {
        // Given a server that fails the next call
        await service.control.failNextCall()
        // When the view loads
        viewModel.viewDidLoad()
        await settle()
        // Then the error shows and there are no rows
        #expect(viewModel.list.status.errorMessage == APIError.sampleOutage.description)
        #expect(viewModel.list.rows.isEmpty)
    }
}
