import App
import AppTestSupport
import Model
import TestSupport
import Testing

/// Counter's behaviour, written once and run against every architecture and seed 004's own MVC, in the terminal and (the five
/// architectures) in the browser, through the headless front ends and a real server with a fresh database (18 `main`
/// counters seeded 0 to 5, 3 `alt` counters at 0).
@MainActor
@Suite("Counter")
struct CounterSpecs {
    @Test(
        "the first screen lists the 18 main counters under the title bar",
        arguments: SpecVariants.cases(SpecVariants.counter))
    func firstScreen(spec: SpecCase) async throws {
        try await withApp(spec, scene: .counter) { app in
            // When the scene has loaded
            try await app.run("wait")

            // Then
            #expect(app.topBar.contains("MVX · \(spec.variant.displayName) · Counter"))
            #expect(app.counterRows.count == 18)
            #expect(app.counterRows.allSatisfy { (0...5).contains($0.number) })
            app.expectScreen("loaded")
        }
    }

    @Test("+ adds one to its row and redraws only that row", arguments: SpecVariants.cases(SpecVariants.counter))
    func plusChangesOneRow(spec: SpecCase) async throws {
        try await withApp(spec, scene: .counter) { app in
            try await app.run("wait")
            let before = app.counterRows

            // When the user taps + in row 3
            let redrawn = try await app.rowsRedrawn(by: "tap + @3", "wait")

            // Then row 3 shows one more, no other row changed, and one row was drawn
            var expected = before
            expected[2] = CounterRow(name: before[2].name, number: before[2].number + 1)
            #expect(app.counterRows == expected)
            #expect(redrawn == 1)
            app.expectScreen("plus-row-3")
        }
    }

    @Test("- takes one from its row and never goes below 0", arguments: SpecVariants.cases(SpecVariants.counter))
    func minusChangesOneRow(spec: SpecCase) async throws {
        try await withApp(spec, scene: .counter) { app in
            try await app.run("wait")
            let before = app.counterRows
            let positive = try #require(before.firstIndex { $0.number > 0 }) + 1
            let zero = try #require(before.firstIndex { $0.number == 0 }) + 1

            // When the user taps - on a positive row
            let redrawn = try await app.rowsRedrawn(by: "tap - @\(positive)", "wait")
            // Then it shows one less, and only it was drawn
            #expect(app.number(inRow: positive) == before[positive - 1].number - 1)
            #expect(redrawn == 1)

            // When they tap - on a row at 0
            try await app.run("tap - @\(zero)", "wait")
            // Then it stays at 0
            #expect(app.number(inRow: zero) == 0)
        }
    }

    @Test(
        "a change is saved: a new app on the same server shows it", arguments: SpecVariants.cases(SpecVariants.counter))
    func changeSurvivesRestart(spec: SpecCase) async throws {
        try await withServer { server in
            // Given the user tapped + twice in row 2 and the saves finished
            let saved = try await withApp(spec, scene: .counter, on: server) { app in
                try await app.run("wait", "tap + @2", "tap + @2", "wait")
                return try #require(app.number(inRow: 2))
            }

            // When the app starts again
            try await withApp(spec, scene: .counter, on: server) { app in
                try await app.run("wait")
                // Then row 2 shows the saved number
                #expect(app.number(inRow: 2) == saved)
            }
        }
    }

    @Test("a number above 6 swaps in the 3 alt counters", arguments: SpecVariants.cases(SpecVariants.counter))
    func swapRule(spec: SpecCase) async throws {
        try await withApp(spec, scene: .counter) { app in
            try await app.run("wait")
            let start = try #require(app.number(inRow: 1))

            // When the user pushes row 1 to 6, the list is still main
            for _ in start..<6 {
                try await app.run("tap + @1", "wait")
            }
            #expect(app.counterRows.count == 18)
            #expect(app.number(inRow: 1) == 6)

            // When they push it to 7
            try await app.run("tap + @1", "wait")

            // Then the list is the alt set
            #expect(app.counterRows.map(\.name) == ["Alt · Red", "备选 · 绿", "Alt · Blue"])
            #expect(app.counterRows.allSatisfy { $0.number == 0 })
            app.expectScreen("alt-set")
        }
    }

    @Test(
        "an answer that is not HTTP, a closed connection or a 64 MB answer to a save is a clear error on screen",
        arguments: SpecVariants.cases(SpecVariants.counter))
    func brokenAnswers(spec: SpecCase) async throws {
        try await withApp(spec, scene: .counter) { app in
            try await app.run("wait")
            let before = try #require(app.number(inRow: 1))
            for (broken, says) in [
                (BrokenAnswer.notHTTP, "Unusable answer: not HTTP"), (.close, "Unusable answer: connection closed"),
                (.oversized, "Unusable answer: over 8 MB"),
            ] {
                // Given the server will answer the next save that way
                try await app.server.injectBrokenAnswer("PUT /counters/{id}", broken)
                // When the user taps + in row 1
                try await app.run("tap + @1", "wait")
                // Then the number is back and the error says what happened
                #expect(app.number(inRow: 1) == before, "\(broken)")
                #expect(app.screen.contains(says), "\(broken): \(app.screen)")
            }
        }
    }

    @Test(
        "a failed save puts the number back and shows the error under the hint, with Retry",
        arguments: SpecVariants.cases(SpecVariants.counter))
    func failedSaveRollsBack(spec: SpecCase) async throws {
        try await withApp(spec, scene: .counter) { app in
            try await app.run("wait")
            let before = try #require(app.number(inRow: 1))
            // Given the server will refuse the next save
            try await app.server.injectFault("PUT /counters/{id}", status: 503)

            // When the user taps + in row 1
            try await app.run("tap + @1", "wait")

            // Then the row shows the number the server holds, and the error shows where every scene shows it,
            // on the status line under the hint, with Retry
            #expect(app.number(inRow: 1) == before)
            let statusLine = app.screen.split(separator: "\n", omittingEmptySubsequences: false)[2]
            #expect(statusLine.contains("Server error 503") && statusLine.contains("[ Retry ]"), "\(app.screen)")
            app.expectScreen("save-failed")

            // When they tap Retry, the same + is saved and the error goes away
            try await app.run("tap Retry", "wait")
            #expect(app.number(inRow: 1) == before + 1)
            #expect(!app.screen.contains("503"))
        }
    }

    @Test(
        "a Counter reopened while a save is under way shows the number being saved",
        arguments: SpecVariants.cases(SpecVariants.counter))
    func reopenedMidSaveShowsThePendingNumber(spec: SpecCase) async throws {
        try await withApp(spec, scene: .counter) { app in
            try await app.run("wait")
            let before = try #require(app.number(inRow: 2))
            // Given a save the server holds, and the user leaving the scene before it answers
            try await app.server.hold("PUT /counters/{id}")
            try await app.run("tap + @2", "sleep 0", "key esc")

            // When they open Counter again
            try await app.open(.counter)
            for _ in 0..<500 where app.counterRows.count != 18 {
                try await app.run("sleep 0")
                try await Task.sleep(for: .milliseconds(10))
            }

            // Then it shows the number being saved, and still does once the save is in
            #expect(app.number(inRow: 2) == before + 1)
            _ = try await app.server.releaseHeldRequests()
            try await app.run("wait")
            #expect(app.number(inRow: 2) == before + 1)
            try await app.run("key esc")
            try await app.open(.counter)
            try await app.run("wait")
            #expect(app.number(inRow: 2) == before + 1)
        }
    }

    @Test(
        "key a re-opens the scene in the next spec.variant.architecture, which works",
        arguments: SpecVariants.cases(SpecVariants.counter))
    func keyASwitchesArchitecture(spec: SpecCase) async throws {
        try await withApp(spec, scene: .counter) { app in
            try await app.run("wait")
            let before = try #require(app.number(inRow: 4))

            let next = app.nextVariant(of: .counter, after: spec.variant)

            // When the user presses a
            try await app.run("key a", "wait")

            // Then the top bar names the next spec.variant, and the scene shows and saves as before
            #expect(app.topBar.contains("MVX · \(next.displayName) · Counter"))
            #expect(app.currentVariant == next)
            #expect(app.counterRows.count == 18)
            try await app.run("tap + @4", "wait")
            #expect(app.number(inRow: 4) == before + 1)

            // And esc goes back to the home menu, not to the scene in the old spec.variant.architecture
            try await app.run("key esc")
            #expect(app.topBar.contains("MVX · \(next.displayName) · Home"))
        }
    }
}
