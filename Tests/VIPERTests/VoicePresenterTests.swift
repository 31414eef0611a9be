import Model
import Testing
import VIPER

/// The Voice presenter with a fake interactor: selecting a row asks for play-or-pause of its voice, each play state
/// is written as the row shows it, and a change no view asked for (a tick, the next voice) redraws just its row.
@MainActor
struct VoicePresenterTests {
    let interactor = FakeInteractor()
    let view = ListViewSpy()
    let presenter: VoicePresenter
    static let ann = VoiceMessage(id: 1, sender: "Ann", duration: 12)

    init() {
        presenter = VoicePresenter(interactor: interactor)
        presenter.view = view
        presenter.voicesLoaded([
            VoiceRow(voice: Self.ann), VoiceRow(voice: VoiceMessage(id: 2, sender: "Bo", duration: 3)),
        ])
    }

    @Test func selectingARowAsksToPlayOrPauseItsVoiceAndARowOutOfRangeIsIgnored() {
        presenter.viewDidLoad()
        presenter.rowSelected(at: 1)
        presenter.rowSelected(at: 2)
        presenter.pulledToRefresh()
        presenter.retryButtonTapped()
        #expect(interactor.calls == [.load, .playOrPause(2), .load, .retry])
    }

    @Test(arguments: [
        (PlayState.idle, "play"), (.buffering, "buffering"), (.playing(elapsed: 4), "playing 4/12s"),
        (.paused(elapsed: 4), "paused"),
    ])
    func eachPlayStateIsWrittenAsTheRowShowsIt(state: PlayState, text: String) {
        presenter.voiceUpdated(VoiceRow(voice: Self.ann, state: state))
        #expect(presenter.row(at: 0)?.sender == "Ann")
        #expect(presenter.row(at: 0)?.duration == "12s")
        #expect(presenter.row(at: 0)?.state == text)
    }

    @Test func aVoiceEndingRedrawsTheTwoRowsItChangedAndNothingElse() {
        // When the interactor reports voice 1 stopped, then voice 2 buffering, with no input from the view
        presenter.voiceUpdated(VoiceRow(voice: Self.ann))
        presenter.voiceUpdated(VoiceRow(voice: VoiceMessage(id: 2, sender: "Bo", duration: 3), state: .buffering))
        // Then the view redrew those rows, one at a time
        #expect(view.calls == [.reloadAllRows, .reloadRows([0]), .reloadRows([1])])
    }
}
