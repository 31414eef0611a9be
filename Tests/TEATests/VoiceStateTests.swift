import Foundation
import Model
import TEA
import Testing

/// The Voice scene's update as a pure function: the user's selections, the downloads' answers and the player's
/// events are messages; the queue's commands come out as effects. No fakes, no clock: a tick is a message.
struct VoiceStateTests {
    private let voices = [
        VoiceMessage(id: 1, sender: "Ann", duration: 3), VoiceMessage(id: 2, sender: "Bo", duration: 2),
    ]

    private func loaded() -> VoiceState {
        var state = VoiceState()
        _ = answer(&state, with: .success(PageBatch(items: voices, hasMore: false)))
        return state
    }

    /// Asks for a reload and answers it with `result`; returns the effects of the answer.
    private func answer(_ state: inout VoiceState, with result: Result<PageBatch<VoiceMessage>, APIError>)
        -> [VoiceEffect]
    {
        guard case .list(.fetch(let request, _, _)) = state.update(.list(.pulledToRefresh)).first else { return [] }
        return state.update(.list(.pageAnswered(request, result)))
    }

    private func texts(_ state: VoiceState) -> [String] { state.rows.map(VoiceFormatting.stateText) }

    private func audio(seconds: Int) throws -> VoiceAudio {
        try VoiceAudio(wav: WAV.silent(seconds: seconds))
    }

    @Test func theViewLoadingLoadsTheVoicesAndEveryRowShowsPlay() {
        var state = VoiceState()
        #expect(state.update(.viewDidLoad) == [.list(.fetch(ListRequest(1), from: .all, offset: 0))])
        #expect(texts(loaded()) == ["play", "play"])
    }

    @Test func selectingARowBuffersItThenPlaysItOnceItsAudioIsIn() throws {
        var state = loaded()
        #expect(state.update(.rowSelected(at: 0)) == [.queue(.download(voiceID: 1))])
        #expect(texts(state) == ["buffering", "play"])
        let audio = try audio(seconds: 3)
        #expect(state.update(.audioDownloaded(.success(audio), id: 1)) == [.queue(.play(audio))])
        #expect(texts(state) == ["playing 0/3s", "play"])
    }

    @Test func thePlayersTicksAdvanceThePlayingRow() throws {
        var state = try playing(1)
        #expect(state.update(.playerReported(.ticked(elapsed: 2))).isEmpty)
        #expect(texts(state) == ["playing 2/3s", "play"])
    }

    @Test func selectingThePlayingRowPausesItAndAgainResumesIt() throws {
        var state = try playing(1)
        #expect(state.update(.rowSelected(at: 0)) == [.queue(.pause)])
        #expect(texts(state) == ["paused", "play"])
        #expect(state.update(.rowSelected(at: 0)) == [.queue(.resume)])
        #expect(texts(state) == ["playing 0/3s", "play"])
    }

    @Test func selectingAnotherRowStopsTheFirst() throws {
        var state = try playing(1)
        #expect(state.update(.rowSelected(at: 1)) == [.queue(.stop), .queue(.download(voiceID: 2))])
        #expect(texts(state) == ["play", "buffering"])
    }

    @Test func whenAVoiceEndsTheNextStartsByItselfAndAfterTheLastEveryRowShowsPlay() throws {
        var state = try playing(1)
        #expect(state.update(.playerReported(.finished)) == [.queue(.download(voiceID: 2))])
        #expect(texts(state) == ["play", "buffering"])
        _ = state.update(.audioDownloaded(.success(try audio(seconds: 2)), id: 2))
        #expect(state.update(.playerReported(.finished)).isEmpty)
        #expect(texts(state) == ["play", "play"])
    }

    @Test func aFailedDownloadPutsTheRowBackToPlayWithTheError() {
        var state = loaded()
        _ = state.update(.rowSelected(at: 1))
        let failure = APIError.http(status: 503, nil)
        #expect(state.update(.audioDownloaded(.failure(failure), id: 2)).isEmpty)
        #expect(texts(state) == ["play", "play"])
        #expect(state.status.errorMessage == failure.description)
        #expect(!state.status.canRetry)
    }

    @Test func aDownloadThatArrivesAfterTheUserMovedOnIsDropped() throws {
        var state = loaded()
        _ = state.update(.rowSelected(at: 0))
        _ = state.update(.rowSelected(at: 1))
        #expect(state.update(.audioDownloaded(.success(try audio(seconds: 3)), id: 1)).isEmpty)
        #expect(texts(state) == ["play", "buffering"])
    }

    @Test func aRefreshKeepsThePlayStatesAndAFailedLoadShowsRetry() throws {
        var state = try playing(1)
        #expect(answer(&state, with: .success(PageBatch(items: voices.reversed(), hasMore: false))).isEmpty)
        #expect(texts(state) == ["play", "playing 0/3s"])
        _ = answer(&state, with: .failure(.http(status: 503, nil)))
        #expect(state.status.canRetry)
        #expect(state.update(.list(.retryButtonTapped)) == [.list(.fetch(ListRequest(4), from: .all, offset: 0))])
    }

    @Test func aRefreshWithoutThePlayingVoiceStopsThePlayer() throws {
        var state = try playing(1)
        #expect(answer(&state, with: .success(PageBatch(items: [voices[1]], hasMore: false))) == [.queue(.stop)])
        #expect(texts(state) == ["play"])
    }

    private func playing(_ id: Int) throws -> VoiceState {
        var state = loaded()
        _ = state.update(.rowSelected(at: id - 1))
        _ = state.update(.audioDownloaded(.success(try audio(seconds: 3)), id: id))
        return state
    }
}
