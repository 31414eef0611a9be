import Model
import ServiceFakes
import Testing

/// The Voice queue rule as a value: what each event does to the rows, and what it asks the player and the
/// network to do — no player, no clock, no network.
struct VoiceQueueTests {
    private let voices = [
        VoiceMessage(id: 1, sender: "Ann", duration: 3), VoiceMessage(id: 2, sender: "Bo", duration: 2),
    ]

    private func listed() -> VoiceQueue {
        var queue = VoiceQueue()
        #expect(queue.list(voices).isEmpty)
        return queue
    }

    private func audio(_ seconds: Int) throws -> VoiceAudio {
        try VoiceAudio(wav: FakeVoiceService.wav(seconds: seconds))
    }

    private func states(_ queue: VoiceQueue) -> [String] { queue.rows.map(VoiceFormatting.stateText) }

    @Test func selectingDownloadsThenPlaysAndAgainPausesAndResumes() throws {
        var queue = listed()
        #expect(queue.select(voiceID: 1) == [.download(voiceID: 1)])
        #expect(states(queue) == ["buffering", "play"])
        let audio = try audio(3)
        #expect(queue.downloaded(.success(audio), of: 1) == [.play(audio)])
        #expect(queue.select(voiceID: 1) == [.pause])
        #expect(states(queue) == ["paused", "play"])
        #expect(queue.select(voiceID: 1) == [.resume])
        #expect(states(queue) == ["playing 0/3s", "play"])
    }

    @Test func anotherRowStopsTheFirstAndTheEndStartsTheNext() throws {
        var queue = listed()
        _ = queue.select(voiceID: 1)
        _ = queue.downloaded(.success(try audio(3)), of: 1)
        #expect(queue.playerReported(.finished) == [.download(voiceID: 2)])
        #expect(queue.select(voiceID: 1) == [.stop, .download(voiceID: 1)])
        #expect(states(queue) == ["buffering", "play"])
    }

    @Test func aFailedDownloadGoesBackToPlayWithTheErrorAndALateAnswerIsDropped() throws {
        var queue = listed()
        _ = queue.select(voiceID: 1)
        _ = queue.select(voiceID: 2)
        #expect(queue.downloaded(.success(try audio(3)), of: 1).isEmpty)
        #expect(queue.downloaded(.failure(.sampleOutage), of: 2).isEmpty)
        #expect(states(queue) == ["play", "play"])
        #expect(queue.failure?.error == .sampleOutage)
        #expect(queue.current == nil)
    }

    @Test func aReloadKeepsPlayStatesAndStopsAVoiceNoLongerListed() throws {
        var queue = listed()
        _ = queue.select(voiceID: 1)
        _ = queue.downloaded(.success(try audio(3)), of: 1)
        #expect(queue.list(voices.reversed()).isEmpty)
        #expect(states(queue) == ["play", "playing 0/3s"])
        #expect(queue.list([voices[1]]) == [.stop])
        #expect(queue.current == nil)
    }
}
