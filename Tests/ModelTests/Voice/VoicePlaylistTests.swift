import Foundation
import Model
import ServiceFakes
import Testing

/// The Voice scene's play states and queue rule, written once for every architecture, on virtual
/// time: seconds pass only when a test moves the clock.
@MainActor
struct VoicePlaylistTests {
    let service = FakeVoiceService(durations: [3, 2, 4])
    let clock = VirtualClock()
    let tracker = WorkTracker()

    /// A loaded playlist on the virtual clock.
    private func loaded() async -> VoicePlaylist {
        let playlist = VoicePlaylist(service: service, player: ClockVoicePlayer(clock: clock))
        await playlist.reload().value
        return playlist
    }

    /// Does `action` as the user would, and lets the work it started run until only sleepers are left.
    private func act(_ action: () -> Void) async {
        WorkTracker.$current.withValue(tracker) { action() }
        await tracker.waitUntilIdle()
    }

    /// Lets `seconds` of virtual time pass, each woken tick handled before the next.
    private func pass(_ seconds: Int) async {
        for _ in 0..<seconds {
            clock.advance(by: .seconds(1))
            await tracker.waitUntilIdle()
        }
    }

    private func states(_ playlist: VoicePlaylist) -> [String] {
        playlist.rows.map(VoiceFormatting.stateText)
    }

    @Test func selectingARowBuffersThenPlaysAndSecondsPassOnTheClock() async {
        // Given the list, and a server that holds the next download
        let playlist = await loaded()
        #expect(states(playlist) == ["play", "play", "play"])
        await service.control.holdNextCall()
        // When the user selects row 1
        WorkTracker.$current.withValue(tracker) { playlist.rowSelected(at: 0) }
        await service.control.waitUntilCallIsHeld()
        // Then it buffers while the audio downloads, and plays from 0 once it is in
        #expect(states(playlist) == ["buffering", "play", "play"])
        await service.control.releaseHeldCall()
        await tracker.waitUntilIdle()
        #expect(states(playlist) == ["playing 0/3s", "play", "play"])
        // When two seconds pass, Then it shows them
        await pass(2)
        #expect(states(playlist) == ["playing 2/3s", "play", "play"])
        #expect(await service.downloads == [1])
    }

    @Test func selectingThePlayingRowPausesItAndAgainResumesIt() async {
        let playlist = await loaded()
        await act { playlist.rowSelected(at: 2) }
        await pass(1)
        // When the user selects the playing row, Then it pauses, and time passing changes nothing
        await act { playlist.rowSelected(at: 2) }
        #expect(states(playlist)[2] == "paused")
        await pass(5)
        #expect(states(playlist)[2] == "paused")
        #expect(clock.sleeperCount == 0)
        // When they select it again, Then it goes on from the same second
        await act { playlist.rowSelected(at: 2) }
        #expect(states(playlist)[2] == "playing 1/4s")
        await pass(1)
        #expect(states(playlist)[2] == "playing 2/4s")
    }

    @Test func selectingAnotherRowStopsTheFirst() async {
        let playlist = await loaded()
        await act { playlist.rowSelected(at: 0) }
        await pass(1)
        // When the user selects row 2 while row 1 plays
        await act { playlist.rowSelected(at: 1) }
        // Then row 1 is back to play, and row 2 plays from its start
        #expect(states(playlist) == ["play", "playing 0/2s", "play"])
        await pass(1)
        #expect(states(playlist) == ["play", "playing 1/2s", "play"])
    }

    @Test func theEndOfAVoiceStartsTheNextByItselfAndTheLastLeavesEveryRowOnPlay() async {
        // Given row 2 playing (2 s), the last row after it lasting 4 s
        let playlist = await loaded()
        await act { playlist.rowSelected(at: 1) }
        let changes = ChangeLog(playlist)
        // When its two seconds pass
        await pass(2)
        // Then row 3 started by itself, no view having asked
        #expect(states(playlist) == ["play", "play", "playing 0/4s"])
        #expect(await service.downloads == [2, 3])
        // And every change was of one row at a time
        #expect(changes.changes.allSatisfy { if case .updated(let rows) = $0 { rows.count == 1 } else { false } })
        // When the last voice ends, Then every row shows play and no timer is left
        await pass(4)
        #expect(states(playlist) == ["play", "play", "play"])
        #expect(clock.sleeperCount == 0)
    }

    @Test func eachTickChangesThePlayingRowAlone() async {
        let playlist = await loaded()
        await act { playlist.rowSelected(at: 2) }
        let changes = ChangeLog(playlist)
        await pass(3)
        #expect(changes.changes == [.updated([2]), .updated([2]), .updated([2])])
    }

    @Test func aFailedDownloadShowsTheErrorAndTheRowGoesBackToPlay() async {
        // Given a server that fails the next download
        let playlist = await loaded()
        await service.control.failNextCall()
        // When the user selects row 1
        await act { playlist.rowSelected(at: 0) }
        // Then the row shows play again, and the error says why
        #expect(states(playlist) == ["play", "play", "play"])
        #expect(playlist.failure?.error == .sampleOutage)
        // When they select it again, Then it plays and the error goes
        await act { playlist.rowSelected(at: 0) }
        #expect(states(playlist)[0] == "playing 0/3s")
        #expect(playlist.failure == nil)
    }

    @Test func audioThatIsNotAWAVFileIsAClearError() throws {
        #expect(throws: APIError.undecodable(type: "VoiceAudio", reason: "not a WAV file")) {
            try VoiceAudio(wav: Data("<html>".utf8))
        }
        #expect(throws: APIError.self) { try VoiceAudio(wav: FakeVoiceService.wav(seconds: 3).prefix(100)) }
        #expect(try VoiceAudio(wav: FakeVoiceService.wav(seconds: 3)).seconds == 3)
    }

    @Test func closingThePlaylistWhilePlayingLeavesNoTimerScheduled() async {
        // Given a voice playing
        var playlist: VoicePlaylist? = await loaded()
        await act { playlist?.rowSelected(at: 2) }
        #expect(clock.sleeperCount == 1)
        // When the scene lets go of the playlist
        weak let gone = playlist
        playlist = nil
        await tracker.waitUntilIdle()
        // Then it is gone, and so is its timer
        #expect(gone == nil)
        #expect(clock.sleeperCount == 0)
    }
}
