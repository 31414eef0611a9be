import App
import AppTestSupport
import Foundation
import TestSupport
import Testing

/// The headless mode's contract, through the runner `mvx --headless` uses: exit statuses, `line N:`
/// messages, comments, the final screen.
@MainActor
@Suite("Headless scripts")
struct HeadlessScriptTests {
    @Test("an unknown command stops the script with exit status 2 and the line number")
    func unknownCommand() async throws {
        try await withServer { server in
            try await withApp(.mvc, scene: nil, on: server) { app in
                let outcome = await app.app.run(["# a comment", "", "key down", "jump 3", "screen"])

                let message =
                    "unknown command \"jump\" (commands: key, tap, select, type, pull, more, wait, sleep, screen, quit)"
                #expect(outcome == .failed(line: 4, message: message))
                #expect(outcome.exitStatus == 2)
                #expect(app.log.errors.hasPrefix("line 4: unknown command \"jump\""))
                #expect(app.log.output.isEmpty, "nothing after the failing line runs")
            }
        }
    }

    @Test("tapping a title that is not on screen is exit status 2 with the line number")
    func tapNothing() async throws {
        try await withServer { server in
            try await withApp(.mvp, scene: nil, on: server) { app in
                let outcome = await app.app.run(["wait", "tap Nope"])

                #expect(outcome.exitStatus == 2)
                #expect(app.log.errors == "line 2: no visible control titled \"Nope\"\n")
            }
        }
    }

    @Test(
        "bad arguments name what was expected",
        arguments: [
            ("select 0", "select needs a row number from 1, got \"0\""),
            ("sleep -5", "sleep needs a whole number of milliseconds from 0 to 3600000, got \"-5\""),
            (
                "sleep 9223372036854775807",
                "sleep needs a whole number of milliseconds from 0 to 3600000, got \"9223372036854775807\""
            ),
            (
                "key shift",
                "unknown key \"shift\" (keys: up, down, left, right, enter, esc, tab, space, backspace, delete, or one character)"
            ),
            ("wait 3", "wait takes no argument, got \"3\""),
            ("tap", "tap needs a control's title"),
            ("type", "type needs the text to type"),
            ("type   ", "type needs the text to type"),
        ])
    func badArguments(line: String, message: String) throws {
        #expect(throws: HeadlessScriptError.self) { try HeadlessCommand.parse(line) }
        do {
            _ = try HeadlessCommand.parse(line)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("tap TEXT @N reads the row after the last ` @`; titles keep their spaces")
    func tapParsing() throws {
        #expect(try HeadlessCommand.parse("tap + @12") == .tap("+", row: 12))
        #expect(try HeadlessCommand.parse("  tap Retry now  ") == .tap("Retry now", row: nil))
        #expect(try HeadlessCommand.parse("tap a@b") == .tap("a@b", row: nil))
        #expect(try HeadlessCommand.parse("# tap +") == nil)
    }

    @Test("at the end of input the screen is printed once more and the status is 0")
    func endOfInput() async throws {
        try await withServer { server in
            try await withApp(.mvvm, scene: nil, on: server) { app in
                let outcome = await app.app.run(["screen", "key down"])

                #expect(outcome == .endOfInput)
                #expect(outcome.exitStatus == 0)
                let screens = app.log.output.components(separatedBy: "--- screen ---\n")
                #expect(screens.count == 3, "one for `screen`, one at the end")
                #expect(app.log.output.hasSuffix("\n--- end ---\n"))
                #expect(app.log.output.contains("MVX · MVVM · Home"))
            }
        }
    }

    @Test("quit ends the script with status 0 and prints nothing more")
    func quit() async throws {
        try await withServer { server in
            try await withApp(.mvc, scene: nil, on: server) { app in
                let outcome = await app.app.run(["quit", "jump"])

                #expect(outcome == .quit)
                #expect(app.log.output.isEmpty)
                #expect(app.log.errors.isEmpty, "lines after quit are not read")
            }
        }
    }
}
