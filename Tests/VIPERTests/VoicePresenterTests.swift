import Model
import Testing
import VIPER

/// The Voice presenter with a fake interactor: selecting a row asks for play-or-pause, each play state is written
/// as the row shows it, and a change no view asked for (a tick, the next voice) redraws just the rows it touched.
@MainActor
struct VoicePresenterTests {
    let interactor = FakeVoiceInteractor()
    let view = ListViewSpy()
    let presenter: VoicePresenter

    init() {
        presenter = VoicePresenter(interactor: interactor)
        presenter.view = view
        let voice = VoiceMessage(id: 1, sender: "Ann", duration: 12)
        interactor.rows = [VoiceRow(voice: voice), VoiceRow(voice: VoiceMessage(id: 2, sender: "Bo", duration: 3))]
    }

    @Test func selectingARowAsksToPlayOrPauseIt() {
        presenter.viewDidLoad()
        presenter.rowSelected(at: 1)
        presenter.pulledToRefresh()
        presenter.retryButtonTapped()
        #expect(interactor.calls == [.load, .playOrPause(1), .load, .retry])
    }

    @Test(arguments: [
        (PlayState.idle, "play"), (.buffering, "buffering"), (.playing(elapsed: 4), "playing 4/12s"),
        (.paused(elapsed: 4), "paused"),
    ])
    func eachPlayStateIsWrittenAsTheRowShowsIt(state: PlayState, text: String) {
        interactor.rows[0].state = state
        #expect(presenter.content(at: 0) == VoiceCellContent(sender: "Ann", duration: "12s", state: text))
    }

    @Test func aVoiceEndingRedrawsTheTwoRowsItChangedAndNothingElse() {
        // When the interactor reports row 1 stopped, then row 2 buffering, with no input from the view
        interactor.report(.updated([0]))
        interactor.report(.updated([1]))
        // Then the view redrew those rows, one at a time
        #expect(view.calls == [.reloadRows([0]), .reloadRows([1])])
    }
}
