import TerminalKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Move, scroll and one-row update at three screen sizes: TerminalKit beside the floor (a flat cell buffer) and
/// ncursesw — redrawing every row, and updating only what changed as an ncurses application does — all measured
/// in the same run. The goal is the incremental ncurses frame.
@MainActor
enum FrameBenchmarks {
    static let sizes = [Size(width: 80, height: 24), Size(width: 200, height: 60), Size(width: 400, height: 120)]

    /// The figures of one frame kind at one size.
    struct Row {
        var kind: FrameKind
        var size: Size
        var terminalKit: FrameFigures
        var floor: FrameFigures
        var ncurses: FrameFigures?
        var incremental: FrameFigures?
    }

    static func run(into report: inout Report) -> [Row] {
        let curses = NcursesReference.load()
        var rows: [Row] = []
        for size in sizes {
            let stopwatch = Stopwatch(warmUps: 3, samples: 15)
            let repetitions = max(2, 48_000 / (size.width * size.height) * 4)
            let terminalKit = TerminalKitFrames(size: size)
            let content = FrameContent(size: size)
            var floor = FlatReference(content: content)
            let session = curses?.session(width: size.width, height: size.height)
            let ncurses = session.map { CursesReference(session: $0, content: content) }
            let incremental = session.map { IncrementalCursesReference(session: $0, content: content) }
            for kind in FrameKind.allCases {
                terminalKit.prepare(kind)
                var bytes = 0
                var redrawn = 0
                let time = stopwatch.median(repetitions: repetitions) {
                    (bytes, redrawn) = terminalKit.frame(kind)
                }
                let figures = FrameFigures(time: time, bytes: bytes, rowsRedrawn: redrawn)
                rows.append(
                    Row(
                        kind: kind, size: size, terminalKit: figures,
                        floor: floor.measure(kind, stopwatch: stopwatch, repetitions: repetitions),
                        ncurses: ncurses?.measure(kind, stopwatch: stopwatch, repetitions: repetitions),
                        incremental: incremental?.measure(kind, stopwatch: stopwatch, repetitions: repetitions)))
            }
        }
        addGoals(rows, to: &report)
        return rows
    }

    private static func addGoals(_ rows: [Row], to report: inout Report) {
        for row in rows {
            let name = "\(row.kind.title), \(row.size.width)×\(row.size.height)"
            report.add("  floor: \(name)", row.floor.summary)
            if let ncurses = row.ncurses, let incremental = row.incremental {
                report.add("  ncursesw full redraw: \(name)", ncurses.summary)
                report.add("  ncursesw incremental: \(name)", incremental.summary)
                let ratio = row.terminalKit.time.seconds / incremental.time.seconds
                report.add(
                    "TerminalKit: \(name)", row.terminalKit.summary, goal: "≤ ncurses' incremental frame",
                    met: ratio <= 1,
                    detail: formatRatio(ratio) + " incremental, "
                        + formatRatio(row.terminalKit.time.seconds / ncurses.time.seconds) + " full redraw, "
                        + formatRatio(row.terminalKit.time.seconds / row.floor.time.seconds) + " floor")
            } else {
                report.add("  ncursesw: \(name)", "not measured (no libncursesw)")
                report.add("TerminalKit: \(name)", row.terminalKit.summary)
            }
        }
        if let scroll = rows.first(where: { $0.kind == .scroll && $0.size == Size(width: 200, height: 60) }) {
            report.add(
                "scroll by one row, 200×60", scroll.terminalKit.time.formatted, goal: "≤ 400 µs",
                met: scroll.terminalKit.time <= .microseconds(400), detail: scroll.terminalKit.time.formatted)
        }
        for scroll in rows where scroll.kind == .scroll {
            let limit = 2 * scroll.size.width + 32
            report.add(
                "bytes, scroll by one row, \(scroll.size.width)×\(scroll.size.height)", "\(scroll.terminalKit.bytes) B",
                goal: "≤ one row (2 B a column) + 32 B", met: scroll.terminalKit.bytes <= limit,
                detail: "\(scroll.terminalKit.bytes) of \(limit) B")
        }
    }

    /// The frames as a table: one line per renderer and frame kind, one column per size.
    static func table(_ rows: [Row]) -> String {
        let header = "| frame | " + sizes.map { "\($0.width)×\($0.height)" }.joined(separator: " | ") + " |"
        var lines = [header, "|---|" + String(repeating: "---|", count: sizes.count)]
        for kind in FrameKind.allCases {
            let ofKind = rows.filter { $0.kind == kind }
            let renderers: [(String, (Row) -> FrameFigures?)] = [
                ("TerminalKit", { $0.terminalKit }), ("floor (flat cell buffer, full redraw)", { $0.floor }),
                ("ncursesw full redraw + doupdate", { $0.ncurses }),
                ("ncursesw incremental (only what changed) + doupdate", { $0.incremental }),
            ]
            for (name, figures) in renderers {
                let cells = ofKind.map { figures($0)?.summary ?? "not measured" }
                lines.append("| \(name), \(kind.title) | " + cells.joined(separator: " | ") + " |")
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// The floor on the reference frames.
struct FlatReference {
    private let frames: ReferenceFrames<FlatCellBuffer.DecodedRow>
    private var buffer: FlatCellBuffer

    init(content: FrameContent) {
        frames = ReferenceFrames(content: content, make: FlatCellBuffer.DecodedRow.init)
        buffer = FlatCellBuffer(width: content.size.width, height: content.size.height)
    }

    mutating func measure(_ kind: FrameKind, stopwatch: Stopwatch, repetitions: Int) -> FrameFigures {
        frames.measure(kind, stopwatch: stopwatch, repetitions: repetitions) { buffer.frame(selected: $0, row: $1) }
    }
}

/// ncursesw on the reference frames.
struct CursesReference {
    private let frames: ReferenceFrames<[wchar_t]>
    private let session: NcursesReference.Session

    init(session: NcursesReference.Session, content: FrameContent) {
        self.session = session
        frames = ReferenceFrames(content: content) { $0.unicodeScalars.map { wchar_t(bitPattern: $0.value) } }
    }

    func measure(_ kind: FrameKind, stopwatch: Stopwatch, repetitions: Int) -> FrameFigures {
        frames.measure(kind, stopwatch: stopwatch, repetitions: repetitions) { session.frame(selected: $0, row: $1) }
    }
}
