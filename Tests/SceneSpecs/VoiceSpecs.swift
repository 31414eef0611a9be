import App
import AppTestSupport
import Model
import TerminalKit
import TestSupport
import Testing

/// Voice's behaviour, written once and run against every architecture in the terminal and in the browser, through the
/// headless front ends and a real server with a fresh database, on the app's virtual clock: `sleep MS` is the only way seconds pass. The seeded voices last 3, 5,
/// 8, 12, 4, 10 and 6 seconds.
@MainActor
@Suite("Voice")
struct VoiceSpecs {
    static let audio = "GET /voices/{id}/audio"

    @Test("selecting a row buffers, then plays, and seconds pass on the clock", arguments: SpecVariants.architectures)
    func selectingARowPlaysIt(spec: SpecCase) async throws {
        try await withApp(spec, scene: .voice) { app in
            try await app.run("wait")
            #expect(try app.playStates() == Array(repeating: "play", count: 7))
            // Given the server holds the download
            try await app.server.hold(Self.audio)
            // When the user selects row 1, Then it buffers until the audio is in, then plays from 0
            try await app.run("select 1", "sleep 0")
            #expect(try app.playState(inRow: 1) == "buffering")
            try await app.server.releaseHeldRequests()
            try await app.run("wait")
            #expect(try app.playState(inRow: 1) == "playing 0/3s")
            // When two seconds pass, Then the row shows them, and no other row changed
            try await app.run("sleep 2000")
            #expect(try app.playStates() == ["playing 2/3s"] + Array(repeating: "play", count: 6))
            app.expectScreen("playing")
        }
    }

    @Test("the list opens with its first row selected: enter plays it at once", arguments: SpecVariants.architectures)
    func enterPlaysTheFirstRow(spec: SpecCase) async throws {
        try await withApp(spec, scene: .voice) { app in
            // When the user opens Voice and presses enter, without moving first
            try await app.run("wait", "key enter", "wait")
            // Then the first voice plays
            #expect(try app.playState(inRow: 1) == "playing 0/3s")
        }
    }

    @Test(
        "selecting the playing row pauses it; time stands still; selecting it again resumes",
        arguments: SpecVariants.architectures)
    func pauseAndResume(spec: SpecCase) async throws {
        try await withApp(spec, scene: .voice) { app in
            try await app.run("wait", "select 3", "wait", "sleep 1000")
            #expect(try app.playState(inRow: 3) == "playing 1/8s")
            try await app.run("select 3", "wait")
            #expect(try app.playState(inRow: 3) == "paused")
            try await app.run("sleep 5000")
            #expect(try app.playState(inRow: 3) == "paused")
            try await app.run("select 3", "wait")
            #expect(try app.playState(inRow: 3) == "playing 1/8s")
            try await app.run("sleep 1000")
            #expect(try app.playState(inRow: 3) == "playing 2/8s")
        }
    }

    @Test("selecting another row stops the one playing", arguments: SpecVariants.architectures)
    func anotherRowStopsTheFirst(spec: SpecCase) async throws {
        try await withApp(spec, scene: .voice) { app in
            try await app.run("wait", "select 1", "wait", "sleep 1000", "select 2", "wait")
            #expect(try Array(app.playStates().prefix(3)) == ["play", "playing 0/5s", "play"])
        }
    }

    @Test(
        "the end of a voice starts the next by itself; the end of the last leaves every row on play",
        arguments: SpecVariants.architectures)
    func theQueuePlaysOn(spec: SpecCase) async throws {
        try await withApp(spec, scene: .voice) { app in
            // When voice 1 (3 s) plays to its end
            try await app.run("wait", "select 1", "wait", "sleep 3000", "wait")
            // Then voice 2 plays, no view having asked
            #expect(try Array(app.playStates().prefix(3)) == ["play", "playing 0/5s", "play"])
            // When the last voice (6 s) plays to its end, Then every row shows play
            try await app.run("select 7", "wait", "sleep 6000", "wait")
            #expect(try app.playStates() == Array(repeating: "play", count: 7))
            #expect(app.clock.sleeperCount == 0)
        }
    }

    @Test("a failed download shows the error and the row goes back to play", arguments: SpecVariants.architectures)
    func aFailedDownload(spec: SpecCase) async throws {
        try await withApp(spec, scene: .voice) { app in
            try await app.run("wait")
            try await app.server.injectFault(Self.audio, status: 503)
            try await app.run("select 2", "wait")
            #expect(app.screen.contains("Server error 503"))
            #expect(try app.playState(inRow: 2) == "play")
            // And selecting it again plays it
            try await app.run("select 2", "wait")
            #expect(try app.playState(inRow: 2) == "playing 0/5s")
            #expect(!app.screen.contains("Server error 503"))
        }
    }

    @Test(
        "a playing row scrolled out of view and back shows its own state, and no reused cell shows it",
        arguments: SpecVariants.architectures)
    func scrolledOutAndBack(spec: SpecCase) async throws {
        try await withServer { server in
            try await withApp(
                spec.variant, scene: .voice, on: server, size: Size(width: 60, height: 8)
            ) { app in
                // Given row 1 playing, on a screen that shows 3 rows
                try await app.run("wait", "select 1", "wait")
                // When the user scrolls to the last row while a second passes, and comes back
                try await app.run("key end", "sleep 1000")
                #expect(!app.screen.contains("playing"))
                try await app.run("key home")
                // Then row 1 shows where it is, and it alone plays
                #expect(try app.playState(inRow: 1) == "playing 1/3s")
                #expect(app.screen.ranges(of: "playing").count == 1)
            }
        }
    }

    @Test(
        "a tick redraws the playing row alone; the end of a voice redraws the two rows it changed",
        arguments: SpecVariants.architectures)
    func onlyChangedRowsRedraw(spec: SpecCase) async throws {
        try await withApp(spec, scene: .voice) { app in
            try await app.run("wait", "select 1", "wait")
            #expect(try await app.rowsRedrawn(by: "sleep 1000") == 1)
            #expect(try await app.rowsRedrawn(by: "sleep 1000") == 1)
            // The third second ends voice 1 and starts voice 2: those two rows, and no other
            try await app.server.hold(Self.audio)
            #expect(try await app.rowsRedrawn(by: "sleep 1000") == 2)
            #expect(try app.playState(inRow: 2) == "buffering", "\(app.screen)")
            try await app.server.releaseHeldRequests()
            try await app.run("wait")
            #expect(try app.playState(inRow: 2) == "playing 0/5s", "\(app.screen)")
        }
    }

    @Test(
        "opening and closing Voice 100 times while a voice plays leaves nothing alive and no timer",
        // (the browser's own leak test closes tabs: WebLeakTests)
        arguments: SpecVariants.browser.map { SpecCase($0, in: .terminal) })
    func noLeaksWhilePlaying(spec: SpecCase) async throws {
        let tracker = LifetimeTracker()
        try await withServer { server in
            try await withApp(spec.variant, scene: nil, on: server, tracker: tracker) { app in
                for _ in 0..<100 {
                    try await app.open(.voice)
                    try await app.run("wait", "select 1", "wait", "sleep 500", "key esc")
                }
                await app.wait()
                #expect(tracker.trackedCount >= 100)
                #expect(tracker.survivors == [])
                #expect(app.clock.sleeperCount == 0)
            }
        }
    }
}

extension SpecApp {
    /// The play state row `row` (1-based) shows: `play`, `buffering`, `playing m/Ns` or `paused`.
    fileprivate func playState(inRow row: Int) throws -> String? {
        try rowText(row).firstMatch(of: /(play|buffering|playing \d+\/\d+s|paused)\s*$/).map { String($0.1) }
    }

    /// The play state of every row, top to bottom.
    fileprivate func playStates() throws -> [String?] {
        try (1...rowCount).map(playState(inRow:))
    }
}
