import MVVM
import Model
import ServiceFakes
import Testing

/// The Voice view model over a fake service and a player on virtual time, no view module in sight: each row's play
/// state is observable and changes alone, also when no view asked (the next voice starting by itself).
@MainActor
@Suite(.trackingWork)
struct VoiceViewModelTests {
    let service = FakeVoiceService(durations: [2, 3])
    let time = PlaybackTime()

    private func loaded() async -> VoiceViewModel {
        let viewModel = VoiceViewModel(
            playlist: VoicePlaylist(service: service, player: ClockVoicePlayer(clock: time.clock)))
        viewModel.viewDidLoad()
        await settle()
        return viewModel
    }

    private func select(row index: Int, of viewModel: VoiceViewModel) async {
        await time.run { viewModel.rowSelected(at: index) }
    }

    @Test func aTickChangesThePlayingRowAlone() async {
        // Given row 1 playing, both rows watched
        let viewModel = await loaded()
        await select(row: 0, of: viewModel)
        let (first, second) = (viewModel.list.rows[0], viewModel.list.rows[1])
        let firstWatch = ChangeWatch { _ = first.state }
        let secondWatch = ChangeWatch { _ = second.state }
        let rowsWatch = ChangeWatch { _ = viewModel.list.rows }
        // When a second passes
        await time.pass(seconds: 1)
        // Then row 1 reads it, and neither row 2 nor the list of rows changed
        #expect(first.state == "playing 1/2s")
        #expect(firstWatch.changed)
        #expect(!secondWatch.changed)
        #expect(!rowsWatch.changed)
    }

    @Test func theNextVoiceStartsByItselfAndItsRowSaysSo() async {
        let viewModel = await loaded()
        await select(row: 0, of: viewModel)
        let second = viewModel.list.rows[1]
        let secondWatch = ChangeWatch { _ = second.state }
        await time.pass(seconds: 2)
        #expect(secondWatch.changed)
        #expect(viewModel.list.rows.map(\.state) == ["play", "playing 0/3s"])
    }

    @Test func pausingStopsTheSeconds() async {
        let viewModel = await loaded()
        await select(row: 1, of: viewModel)
        await select(row: 1, of: viewModel)
        await time.pass(seconds: 3)
        #expect(viewModel.list.rows[1].state == "paused")
        await select(row: 1, of: viewModel)
        #expect(viewModel.list.rows[1].state == "playing 0/3s")
    }
}
