import TerminalKit

/// The frames the references draw, as a plain program would: every frame redraws every row from the content, so
/// each reference is told only which rows show, which one is selected and what row 3 says.
struct ReferenceFrames<Row> {
    /// How many scroll frames the prepared rows allow before scrolling wraps to the top.
    static var scrollFrames: Int { 4_000 }

    let height: Int
    private let rows: [Row]
    private let updated: [Row]
    private var kind = FrameKind.move
    private var top = 0
    private var version = 0

    /// Rows made once, before timing, with `make` (a renderer's own form of a row's text).
    init(content: FrameContent, make: (String) -> Row) {
        height = content.size.height
        rows = (0..<(height + Self.scrollFrames)).map { make(content.line($0)) }
        updated = [make(content.updatedLine(3, version: 0)), make(content.updatedLine(3, version: 1))]
    }

    /// The row selected in this frame.
    var selected: Int? {
        switch kind {
        case .move: height / 2 + version % 2
        case .scroll: nil
        case .update: height / 2
        }
    }

    /// Starts `kind` from its first frame (the frame the renderer draws first is drawn by the caller).
    mutating func prepare(_ kind: FrameKind) {
        self.kind = kind
        top = 0
        version = 0
    }

    /// Moves to the next frame of the prepared kind.
    mutating func advance() {
        version += 1
        if kind == .scroll { top = (top + 1) % Self.scrollFrames }
    }

    /// Screen row `y` of this frame.
    func row(_ y: Int) -> Row {
        if kind == .update, version > 0, y == 3 { return updated[version % 2] }
        return rows[top + y]
    }

    /// Times frames of `kind`: `draw` gets each frame's selected row and rows and answers the bytes it wrote. The
    /// first frame is drawn before timing.
    func measure(
        _ kind: FrameKind, stopwatch: Stopwatch, repetitions: Int, draw: (Int?, (Int) -> Row) -> Int
    ) -> FrameFigures {
        var frames = self
        frames.prepare(kind)
        _ = draw(frames.selected, frames.row)
        var bytes = 0
        let time = stopwatch.median(repetitions: repetitions) {
            frames.advance()
            bytes = draw(frames.selected, frames.row)
        }
        return FrameFigures(time: time, bytes: bytes)
    }
}
