#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// ncursesw drawing each frame the way an ncurses application does when it knows what changed: a
/// moved selection restyles its two rows with `wchgat`, a scroll is `wscrl` plus the one new row, an update writes
/// only that row with `mvwaddnwstr`; then `doupdate`. This is the honest reference for TerminalKit's frames, which
/// also know what changed; the full redraw (``CursesReference``) is what a program that does not know pays.
///
/// The rows are made (as wide-character arrays) before timing, as TerminalKit's rows are made (as strings) before
/// its timing: inside the timed region each side only draws and updates the terminal.
struct IncrementalCursesReference {
    private let frames: ReferenceFrames<[wchar_t]>
    private let session: NcursesReference.Session

    init(session: NcursesReference.Session, content: FrameContent) {
        self.session = session
        frames = ReferenceFrames(content: content) { $0.unicodeScalars.map { wchar_t(bitPattern: $0.value) } }
    }

    /// Times frames of `kind`; the first one (a full redraw that puts the screen in the kind's starting state) is
    /// drawn before timing.
    func measure(_ kind: FrameKind, stopwatch: Stopwatch, repetitions: Int) -> FrameFigures {
        var frames = self.frames
        frames.prepare(kind)
        session.frame(selected: frames.selected, row: frames.row)
        var bytes = 0
        let time = stopwatch.median(repetitions: repetitions) {
            bytes = Self.next(&frames, kind: kind, session: session)
        }
        return FrameFigures(time: time, bytes: bytes)
    }

    /// Draws `count` frames of `kind` after its untimed first frame, for an instruction count: answers the bytes
    /// of the last one.
    func draw(_ kind: FrameKind, count: Int, body: (() -> Void) -> Void) -> Int {
        var frames = self.frames
        frames.prepare(kind)
        session.frame(selected: frames.selected, row: frames.row)
        var bytes = 0
        body {
            for _ in 0..<count { bytes = Self.next(&frames, kind: kind, session: session) }
        }
        return bytes
    }

    /// Advances to the next frame of `kind` and draws only what changed; answers the bytes written.
    private static func next(
        _ frames: inout ReferenceFrames<[wchar_t]>, kind: FrameKind, session: NcursesReference.Session
    ) -> Int {
        let selectedBefore = frames.selected
        frames.advance()
        switch kind {
        case .move:
            return session.restyle(plain: selectedBefore, reverse: frames.selected)
        case .scroll:
            return session.scrollUp(newRow: frames.row(frames.height - 1))
        case .update:
            return session.replace(row: 3, with: frames.row(3))
        }
    }
}
