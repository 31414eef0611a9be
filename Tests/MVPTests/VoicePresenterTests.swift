import MVP
import Model
import ServiceFakes
import Testing

/// The Voice presenter over a fake service and a player on virtual time, no view module in sight: a play state that
/// no view asked for reaches whichever cell installed the row's handler.
@MainActor
@Suite(.trackingWork)
struct VoicePresenterTests {
    let service = FakeVoiceService(durations: [2, 3])
    let time = PlaybackTime()

    private func loaded() async -> VoicePresenter {
        let presenter = VoicePresenter(
            playlist: VoicePlaylist(service: service, player: ClockVoicePlayer(clock: time.clock)))
        presenter.viewDidLoad()
        await settle()
        return presenter
    }

    private func select(_ index: Int, in presenter: VoicePresenter) async {
        await time.run { presenter.rowSelected(at: index) }
    }

    @Test func theNextVoiceStartingByItselfReachesTheHandlerItsCellInstalled() async {
        // Given both rows' cells installed their handlers, and row 1 playing
        let presenter = await loaded()
        var shown: [Int: [String]] = [:]
        for index in 0..<2 {
            presenter.cellPresenter(at: index).didUpdatePlayState = { shown[index, default: []].append($0) }
        }
        await select(0, in: presenter)
        // When row 1 plays to its end
        await time.pass(seconds: 2)
        // Then row 1's cell heard each second and the end, and row 2's cell heard its start, no view having asked
        #expect(shown[0] == ["buffering", "playing 0/2s", "playing 1/2s", "play"])
        #expect(shown[1] == ["buffering", "playing 0/3s"])
        #expect(presenter.cellPresenter(at: 1).state == "playing 0/3s")
    }

    @Test func aRowWhoseStateDidNotChangeIsNotCalled() async {
        let presenter = await loaded()
        var calls = 0
        presenter.cellPresenter(at: 1).didUpdatePlayState = { _ in calls += 1 }
        await select(0, in: presenter)
        await time.pass(seconds: 1)
        #expect(calls == 0)
    }
}
