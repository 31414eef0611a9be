import Model
import ServiceFakes
import Testing
import VIPER

/// The Voice interactor over a fake service and a player on virtual time: every change of a voice — the ones no
/// view asked for included — reaches the presenter as that voice.
@MainActor
@Suite(.trackingWork)
struct VoiceInteractorTests {
    final class OutputSpy: VoiceInteractorOutput {
        private(set) var loaded: [[VoiceRow]] = []
        private(set) var updated: [VoiceRow] = []
        func voicesLoaded(_ voices: [VoiceRow]) { loaded.append(voices) }
        func voiceUpdated(_ voice: VoiceRow) { updated.append(voice) }
        func statusChanged(_ status: LoadStatus) {}
    }

    let service = FakeVoiceService(durations: [2, 3])
    let clock = VirtualClock()
    let output = OutputSpy()
    let interactor: VoiceInteractor

    init() {
        interactor = VoiceInteractor(playlist: VoicePlaylist(service: service, player: ClockVoicePlayer(clock: clock)))
        interactor.output = output
    }

    @Test func playingAVoiceToItsEndStartsTheNextAndReportsEachVoiceItChanged() async {
        // Given the voices loaded
        interactor.loadVoices()
        await settle()
        #expect(output.loaded.last?.map(\.id) == [1, 2])
        // When voice 1 is played and its two seconds pass
        interactor.playOrPause(voiceID: 1)
        await settle()
        for _ in 0..<2 {
            clock.advance(by: .seconds(1))
            await settle()
        }
        // Then voice 1 was last reported back at play and voice 2 playing, both downloaded
        #expect(output.updated.last { $0.id == 1 }?.state == .idle)
        #expect(output.updated.last { $0.id == 2 }?.state == .playing(elapsed: 0))
        #expect(await service.downloads == [1, 2])
    }

    @Test func selectingThePlayingVoicePausesIt() async {
        // Given voice 1 playing
        interactor.loadVoices()
        await settle()
        interactor.playOrPause(voiceID: 1)
        await settle()
        // When it is selected again, Then it is reported paused
        interactor.playOrPause(voiceID: 1)
        #expect(output.updated.last?.state == .paused(elapsed: 0))
    }
}
