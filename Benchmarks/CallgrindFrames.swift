import TerminalKit

/// `mvx-bench callgrind SIDE KIND WIDTHxHEIGHT [COUNT]`: draws COUNT frames (200 by default) of one kind on one
/// side — `terminalkit` or `ncurses` (the incremental reference) — after warming up, for
/// `Benchmarks/callgrind.sh` to count their instructions. Only the frames run inside
/// ``callgrindMeasuredFrames(_:)``, the one function callgrind is told to collect in (`--toggle-collect`), so set-up
/// and warm-up are not counted.
@MainActor
enum CallgrindFrames {
    /// Parses the arguments after `callgrind`, draws the frames, prints one line `SIDE KIND WxH COUNT BYTES` and
    /// answers the process's exit status.
    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.count >= 3, let kind = FrameKind(argument: arguments[1]),
            let size = parseSize(arguments[2])
        else {
            print("usage: mvx-bench callgrind terminalkit|ncurses move|scroll|update WIDTHxHEIGHT [COUNT]")
            return 64
        }
        let count = arguments.count > 3 ? Int(arguments[3]) ?? 200 : 200
        let warmUps = 50
        var bytes = 0
        switch arguments[0] {
        case "terminalkit":
            let frames = TerminalKitFrames(size: size)
            frames.prepare(kind)
            for _ in 0..<warmUps { _ = frames.frame(kind) }
            callgrindMeasuredFrames {
                for _ in 0..<count { bytes = frames.frame(kind).bytes }
            }
        case "ncurses":
            guard let curses = NcursesReference.load(),
                let session = curses.session(width: size.width, height: size.height)
            else {
                print("ncursesw not available")
                return 69
            }
            let reference = IncrementalCursesReference(session: session, content: FrameContent(size: size))
            _ = reference.draw(kind, count: warmUps) { $0() }
            bytes = reference.draw(kind, count: count) { frames in callgrindMeasuredFrames(frames) }
        default:
            print("unknown side \(arguments[0]): terminalkit or ncurses")
            return 64
        }
        print("\(arguments[0]) \(arguments[1]) \(size.width)x\(size.height) \(count) \(bytes)")
        return 0
    }

    private static func parseSize(_ text: String) -> Size? {
        let parts = text.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts[0] > 0, parts[1] > 0 else { return nil }
        return Size(width: parts[0], height: parts[1])
    }
}

/// Runs `frames`: the function `Benchmarks/callgrind.sh` tells callgrind to collect in. Never inlined, so the symbol
/// exists.
@inline(never)
func callgrindMeasuredFrames(_ frames: () -> Void) {
    frames()
}
