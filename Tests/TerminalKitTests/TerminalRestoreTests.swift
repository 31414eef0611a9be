import Foundation
import TestSupport
import Testing

@testable import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// The built `terminalkit-demo`, next to the test bundle (or under `.build/debug`), if it is there.
private let demoExecutable: URL? = {
    let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let candidates = [
        besideTests.appendingPathComponent("terminalkit-demo"),
        packageRoot.appendingPathComponent(".build/debug/terminalkit-demo"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()

/// How the demo is made to end.
enum DemoEnding: String, CaseIterable, Sendable {
    case quitKey = "q"
    case controlC = "Ctrl-C"
    case sigterm = "SIGTERM"
    case sighup = "SIGHUP"
    case crash = "a crash"
}

@Suite(
    "Terminal restore, with the demo on a pseudo-terminal", .serialized,
    .enabled(if: demoExecutable != nil, "terminalkit-demo is not built; run `swift build --product terminalkit-demo`")
)
struct TerminalRestoreTests {
    @Test(
        "the terminal is restored — main screen, cursor, cooked mode with echo — however the demo ends",
        arguments: DemoEnding.allCases)
    func terminalIsRestored(ending: DemoEnding) async throws {
        // Given: the demo running on a pseudo-terminal, in raw mode on the alternate screen
        let executable = try #require(demoExecutable)
        let pty = try PseudoTerminal(size: Size(width: 60, height: 15))
        let demo = try ChildProcess(
            executable, arguments: ["500", "--crash-key"],
            environment: ["SWIFT_BACKTRACE": "enable=no", "TERM": "xterm-256color"],
            standardInput: pty.secondary, standardOutput: pty.secondary, standardError: pty.secondary)
        defer { demo.send(SIGKILL) }
        let startup = pty.read { $0.contains("500 rows") }
        try #require(startup.contains("\u{1B}[?1049h"), "the demo did not start on the alternate screen")
        #expect(pty.modes.c_lflag & tcflag_t(ICANON | ECHO) == 0)

        // When
        switch ending {
        case .quitKey: pty.type("q")
        case .controlC: pty.type("\u{03}")
        case .sigterm: demo.send(SIGTERM)
        case .sighup: demo.send(SIGHUP)
        case .crash: pty.type("!")
        }
        let written = pty.read { $0.contains("\u{1B}[?1049l") }
        let ended = await demo.ended()

        // Then
        #expect(written.contains("\u{1B}[?25h"), "the cursor was not shown again")
        #expect(written.contains("\u{1B}[?1049l"), "the main screen was not restored")
        #expect(pty.modes.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == tcflag_t(ICANON | ECHO | ISIG))
        #expect(pty.modes.c_iflag & tcflag_t(ICRNL) != 0)
        switch ending {
        case .quitKey, .controlC: #expect(ended == .exit(0))
        case .sigterm: #expect(ended == .signal(SIGTERM))
        case .sighup: #expect(ended == .signal(SIGHUP))
        case .crash: #expect([.signal(SIGILL), .signal(SIGTRAP)].contains(ended))
        }
    }
}
