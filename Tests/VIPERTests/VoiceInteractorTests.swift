import Model
import ServiceFakes
import Testing
import VIPER

/// The Voice interactor over a fake service and a player on virtual time: its use cases are the playlist's, and
/// every change — the ones no view asked for included — reaches the presenter.
@MainActor
@Suite(.trackingWork)
struct VoiceInteractorTests {
    let service = FakeVoiceService(durations: [2, 3])
    let clock = VirtualClock()
    let output = OutputSpy()
    let interactor: VoiceInteractor

    init() {
        interactor = VoiceInteractor(playlist: VoicePlaylist(service: service, player: ClockVoicePlayer(clock: clock)))
        interactor.output = output
    }

    @Test func playingAVoiceToItsEndStartsTheNextAndReportsEachRowItChanged() async {
        // Given the voices loaded
        interactor.loadVoices()
        await settle()
        output.forgetChanges()
        // When row 1 is played and its two seconds pass
        interactor.playOrPause(at: 0)
        await settle()
        for _ in 0..<2 {
            clock.advance(by: .seconds(1))
            await settle()
        }
        // Then row 1 is back to play and row 2 plays, both downloaded, and only rows 1 and 2 were reported
        #expect(interactor.rows.map(\.state) == [.idle, .playing(elapsed: 0)])
        #expect(await service.downloads == [1, 2])
        #expect(Set(output.changes) == [.updated([0]), .updated([1])])
    }

    @Test func selectingThePlayingRowPausesIt() async {
        interactor.loadVoices()
        await settle()
        interactor.playOrPause(at: 0)
        await settle()
        interactor.playOrPause(at: 0)
        #expect(interactor.rows[0].state == .paused(elapsed: 0))
    }
}
