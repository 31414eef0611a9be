import App
import AppTestSupport
import Testing

/// Print's behaviour, written once and run against every architecture and seed 003's own MVC, in the terminal and (the five
/// architectures) in the browser, through the headless front ends and a real server.
@MainActor
@Suite("Print")
struct PrintSpecs {
    @Test(
        "the first screen shows the title bar, line 0 and the print button",
        arguments: SpecVariants.cases(SpecVariants.print))
    func firstScreen(spec: SpecCase) async throws {
        try await withApp(spec, scene: .print) { app in
            // When the scene opens
            await app.wait()

            // Then
            #expect(app.topBar.contains("MVX · \(spec.variant.displayName) · Print"))
            #expect(app.screen.contains("line 0"))
            #expect(app.screen.contains("print"))
            app.expectScreen("first")
        }
    }

    @Test("each print shows the line the random source draws", arguments: SpecVariants.cases(SpecVariants.print))
    func printChangesTheLine(spec: SpecCase) async throws {
        // Given a random source that draws 7, then 3
        try await withApp(spec, scene: .print, random: [7, 3]) { app in
            // When the user taps print
            try await app.run("tap print")
            // Then the label shows line 7
            #expect(app.screen.contains("line 7"))
            #expect(!app.screen.contains("line 0"))
            app.expectScreen("after-print")

            // When they tap it again
            try await app.run("tap print")
            // Then it shows line 3
            #expect(app.screen.contains("line 3"))
            #expect(!app.screen.contains("line 7"))
        }
    }

    @Test("esc goes back to the home menu", arguments: SpecVariants.cases(SpecVariants.print))
    func escGoesBack(spec: SpecCase) async throws {
        try await withApp(spec, scene: .print) { app in
            // When the user presses esc
            try await app.run("key esc")

            // Then the home menu shows, in the same spec.variant.architecture
            #expect(app.topBar.contains("MVX · \(spec.variant.displayName) · Home"))
            #expect(app.screen.contains("Counter"))
            #expect(!app.screen.contains("line 0"))
            #expect(app.currentScene == nil)
        }
    }
}
