import Foundation
import Testing

@testable import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// A pseudo-terminal pair: the program under test gets `secondary`, the test plays the user on `primary`.
final class PseudoTerminal {
    let primary: Int32
    let secondary: Int32

    init(size: Size = Size(width: 40, height: 10)) throws {
        var primary: Int32 = -1
        var secondary: Int32 = -1
        var window = winsize(ws_row: UInt16(size.height), ws_col: UInt16(size.width), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&primary, &secondary, nil, nil, &window) == 0 else {
            throw TerminalError.systemCall("openpty", errno: errno)
        }
        self.primary = primary
        self.secondary = secondary
    }

    deinit {
        close(primary)
        close(secondary)
    }

    /// Types bytes as the user would.
    func type(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { write(primary, $0.baseAddress, $0.count - 1) }
    }

    /// Reads what the program wrote until `done` says enough, or nothing more arrives for `patience`.
    func read(patience: Duration = .seconds(5), until done: ([UInt8]) -> Bool) -> [UInt8] {
        var collected: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let milliseconds = Int32(patience / .milliseconds(1))
        while !done(collected) {
            var descriptor = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, milliseconds) > 0 else { break }
            let count = Glibc.read(primary, &buffer, buffer.count)
            guard count > 0 else { break }
            collected += buffer[0..<count]
        }
        return collected
    }

    /// The termios of the program's side now.
    var modes: termios {
        var modes = termios()
        tcgetattr(secondary, &modes)
        return modes
    }
}

extension [UInt8] {
    /// Whether these bytes contain `text`'s UTF-8 bytes in a row.
    func contains(_ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard needle.count <= count else { return false }
        return (0...(count - needle.count)).contains { self[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}

@Suite("Live terminal on a pseudo-terminal", .serialized)
@MainActor
struct TerminalLiveTests {
    @Test("starting takes the terminal over: raw mode, alternate screen, hidden cursor, and its size")
    func startTakesOver() throws {
        // Given
        let pty = try PseudoTerminal(size: Size(width: 42, height: 11))
        let terminal = LiveTerminal(input: pty.secondary, output: pty.secondary, handlesSignals: false)
        // When
        try terminal.start { _ in }
        defer { terminal.stop() }
        // Then
        let written = pty.read { $0.contains("\u{1B}[2J") }
        #expect(written.contains("\u{1B}[?1049h") && written.contains("\u{1B}[?25l"))
        #expect(pty.modes.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)
        #expect(terminal.size == Size(width: 42, height: 11))
    }

    @Test("keys typed on the terminal reach the event handler on the main actor, decoded")
    func keysArrive() async throws {
        // Given
        let pty = try PseudoTerminal()
        let terminal = LiveTerminal(input: pty.secondary, output: pty.secondary, handlesSignals: false)
        let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        try terminal.start { continuation.yield($0) }
        defer { terminal.stop() }
        // When
        pty.type("\u{1B}[Bq中\u{03}")
        // Then
        var received: [TerminalEvent] = []
        for await event in events {
            received.append(event)
            if received.count == 4 { break }
        }
        #expect(received == [.key(.down), .key(.character("q")), .key(.character("中")), .key(.control("c"))])
    }

    @Test("a presented frame shows on the terminal exactly, and the next frame writes only its changes")
    func framesAreWritten() throws {
        // Given
        let pty = try PseudoTerminal(size: Size(width: 20, height: 3))
        let terminal = LiveTerminal(input: pty.secondary, output: pty.secondary, handlesSignals: false)
        try terminal.start { _ in }
        defer { terminal.stop() }
        _ = pty.read { $0.contains("\u{1B}[2J") }
        var first = Screen(size: Size(width: 20, height: 3))
        first.draw("hello 世界", at: Point(x: 1, y: 0))
        first.draw("row two", at: Point(x: 0, y: 2), style: Style(inverse: true))
        let firstChanges = first.takeChanges()
        var second = first
        second.draw("HELLO", at: Point(x: 1, y: 0))
        // When
        terminal.present(first, previous: nil, changes: firstChanges)
        let firstBytes = pty.read { $0.contains("two") }
        terminal.present(second, previous: first, changes: second.takeChanges())
        let secondBytes = pty.read { $0.contains("HELLO") }
        // Then
        var replay = ReplayTerminal(size: first.size)
        replay.replay(firstBytes)
        #expect(replay.screen == first)
        replay.replay(secondBytes)
        #expect(replay.screen == second)
        #expect(!secondBytes.contains("two") && !secondBytes.contains("世界"))
    }

    @Test("stopping restores cooked mode, the cursor and the main screen, and stopping twice is harmless")
    func stopRestores() throws {
        // Given
        let pty = try PseudoTerminal()
        let before = pty.modes
        let terminal = LiveTerminal(input: pty.secondary, output: pty.secondary, handlesSignals: false)
        try terminal.start { _ in }
        _ = pty.read { $0.contains("\u{1B}[2J") }
        // When
        terminal.stop()
        terminal.stop()
        // Then
        let written = pty.read { $0.contains("\u{1B}[?1049l") }
        #expect(written.contains("\u{1B}[?25h") && written.contains("\u{1B}[?1049l"))
        #expect(pty.modes.c_lflag == before.c_lflag && pty.modes.c_iflag == before.c_iflag)
        #expect(pty.modes.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
    }

    @Test("a descriptor that is not a terminal is refused with a clear error, and nothing is changed")
    func notATerminal() throws {
        // Given
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        let terminal = LiveTerminal(input: ends[0], output: ends[1], handlesSignals: false)
        // When / Then
        #expect(throws: TerminalError.notATerminal(fileDescriptor: ends[0])) {
            try terminal.start { _ in }
        }
        #expect(!terminal.isActive)
        #expect("\(TerminalError.notATerminal(fileDescriptor: 0))".contains("headless"))
    }
}
