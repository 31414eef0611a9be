import Foundation
import TerminalKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `mvx-bench ncurses-list [SCREEN]`: the ncurses equivalent of a key press in a list scene, for
/// `Benchmarks/key-bench.sh`. A plain curses program in the terminal; ↓ and ↑ (`j`/`k` too) move the selection and
/// `q` quits. Loaded with `dlopen`, like ``NcursesReference``.
///
/// - With `SCREEN`, a file holding `tmux capture-pane -e -N -p` of the app's list scene, it draws that very screen
///   (text, styles, colours) and moves the selection the lightest way curses has for rows of styled runs: `wchgat`
///   over each run of the old row's lines without reverse video and of the new row's with it — the text stays, the
///   attributes change — then `wrefresh`, which writes only the cells that changed. The selected row is the
///   captured one, found as ``CapturedScreen/selectedRow``; rows below it have its height, down to the line above
///   the last.
/// - Without, it draws a screen of one-line rows (the frame benchmarks' text), the middle one selected, and
///   moves the selection with `wchgat` on the old and the new row — the lightest move curses has, for rows that
///   are one line of one style.
enum NcursesListApp {
    private typealias InitScreen = @convention(c) () -> OpaquePointer?
    private typealias IntCall = @convention(c) () -> Int32
    private typealias InitPair = @convention(c) (Int16, Int16, Int16) -> Int32
    private typealias WindowFlag = @convention(c) (OpaquePointer?, Bool) -> Int32
    private typealias WindowInt = @convention(c) (OpaquePointer?, Int32) -> Int32
    private typealias WindowMove = @convention(c) (OpaquePointer?, Int32, Int32) -> Int32
    private typealias WindowAddWide = @convention(c) (OpaquePointer?, UnsafePointer<wchar_t>?, Int32) -> Int32
    private typealias WindowCall = @convention(c) (OpaquePointer?) -> Int32
    private typealias WindowChangeAttributes =
        @convention(c) (OpaquePointer?, Int32, UInt32, Int16, UnsafeRawPointer?) -> Int32

    /// `KEY_DOWN` and `KEY_UP` as `wgetch` answers them with `keypad` on.
    private static let keyDown: Int32 = 0o402
    private static let keyUp: Int32 = 0o403
    /// `A_UNDERLINE`, `A_REVERSE`, `A_DIM` and `A_BOLD`: `NCURSES_BITS(1, 9…13)`.
    private static let underline: Int32 = 1 << 17
    private static let reverse: Int32 = 1 << 18
    private static let dim: Int32 = 1 << 20
    private static let bold: Int32 = 1 << 21

    /// The functions of the library both lists call.
    private struct Curses {
        let initscr: InitScreen, endwin: IntCall, cbreak: IntCall, noecho: IntCall
        let startColor: IntCall, useDefaultColors: IntCall, initPair: InitPair
        let keypad: WindowFlag, leaveok: WindowFlag, wmove: WindowMove, wattrset: WindowInt
        let waddnwstr: WindowAddWide, wchgat: WindowChangeAttributes
        let wrefresh: WindowCall, wgetch: WindowCall, getmaxy: WindowCall, getmaxx: WindowCall

        /// ncursesw's functions, or `nil` without the library (or a function).
        static func load() -> Curses? {
            let names = ["libncursesw.so.6", "libncursesw.so", "libncursesw.dylib"]
            guard let handle = names.lazy.compactMap({ name in dlopen(name, RTLD_NOW | RTLD_LOCAL) }).first else {
                return nil
            }
            func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
                dlsym(handle, name).map { unsafeBitCast($0, to: type) }
            }
            guard let initscr = symbol("initscr", as: InitScreen.self), let endwin = symbol("endwin", as: IntCall.self),
                let cbreak = symbol("cbreak", as: IntCall.self), let noecho = symbol("noecho", as: IntCall.self),
                let startColor = symbol("start_color", as: IntCall.self),
                let useDefaultColors = symbol("use_default_colors", as: IntCall.self),
                let initPair = symbol("init_pair", as: InitPair.self),
                let keypad = symbol("keypad", as: WindowFlag.self),
                let leaveok = symbol("leaveok", as: WindowFlag.self),
                let wmove = symbol("wmove", as: WindowMove.self), let wattrset = symbol("wattrset", as: WindowInt.self),
                let waddnwstr = symbol("waddnwstr", as: WindowAddWide.self),
                let wchgat = symbol("wchgat", as: WindowChangeAttributes.self),
                let wrefresh = symbol("wrefresh", as: WindowCall.self),
                let wgetch = symbol("wgetch", as: WindowCall.self),
                let getmaxy = symbol("getmaxy", as: WindowCall.self),
                let getmaxx = symbol("getmaxx", as: WindowCall.self)
            else { return nil }
            return Curses(
                initscr: initscr, endwin: endwin, cbreak: cbreak, noecho: noecho, startColor: startColor,
                useDefaultColors: useDefaultColors, initPair: initPair, keypad: keypad, leaveok: leaveok,
                wmove: wmove, wattrset: wattrset, waddnwstr: waddnwstr, wchgat: wchgat, wrefresh: wrefresh,
                wgetch: wgetch, getmaxy: getmaxy, getmaxx: getmaxx)
        }

        /// Writes `text` at the window's cursor.
        func add(_ window: OpaquePointer, _ text: [wchar_t]) {
            _ = text.withUnsafeBufferPointer { waddnwstr(window, $0.baseAddress, Int32($0.count)) }
        }
    }

    /// A line's runs as curses draws them: attributes (no colour), colour pair, wide characters and columns.
    private typealias CursesLine = [(attributes: Int32, pair: Int16, text: [wchar_t], columns: Int)]

    /// Runs the list until `q`; answers the exit status (69 without ncursesw, 65 for a screen it cannot draw the
    /// same, 66 for one it cannot read). Why it stopped goes to standard error.
    static func run(_ arguments: [String]) -> Int32 {
        var screen: CapturedScreen?
        if let path = arguments.first {
            guard let capture = try? String(contentsOfFile: path, encoding: .utf8) else {
                return fail(66, "cannot read the captured screen \(path)")
            }
            let captured = CapturedScreen(capture: capture)
            guard captured.unsupported.isEmpty else {
                return fail(
                    65, "the captured screen \(path) has styles it cannot draw: \(captured.unsupported.sorted())")
            }
            guard captured.selectedRow != nil else {
                return fail(65, "the captured screen \(path) shows no selected row (lines in reverse video end to end)")
            }
            screen = captured
        }
        guard let curses = Curses.load() else {
            return fail(69, "ncursesw not available, or it lacks a function the list needs")
        }
        setlocale(LC_ALL, "")
        guard let window = curses.initscr() else { return 69 }
        defer { _ = curses.endwin() }
        _ = curses.cbreak()
        _ = curses.noecho()
        _ = curses.keypad(window, true)
        _ = curses.leaveok(window, true)
        let size = Size(width: Int(curses.getmaxx(window)), height: Int(curses.getmaxy(window)))
        let list: List
        if let screen {
            do {
                list = try capturedList(screen, size: size, window: window, curses: curses)
            } catch {
                _ = curses.endwin()  // before the message, so that it shows on the terminal given back
                return fail(65, error.reason)
            }
        } else {
            list = oneLineList(size: size, window: window, curses: curses)
        }
        var selected = list.selected
        _ = curses.wrefresh(window)
        while true {
            let key = curses.wgetch(window)
            let next: Int
            switch key {
            case keyDown, Int32(UInt8(ascii: "j")): next = min(list.rows.upperBound - 1, selected + 1)
            case keyUp, Int32(UInt8(ascii: "k")): next = max(list.rows.lowerBound, selected - 1)
            case Int32(UInt8(ascii: "q")), -1: return 0
            default: continue
            }
            guard next != selected else { continue }
            list.move(selected, next)
            selected = next
            _ = curses.wrefresh(window)
        }
    }

    /// A list drawn on the screen: its rows, the one selected at first, and how the selection moves between two.
    private struct List {
        let rows: Range<Int>
        let selected: Int
        let move: (_ from: Int, _ to: Int) -> Void
    }

    /// Why a captured screen cannot be drawn the same.
    private struct ScreenError: Error {
        let reason: String
    }

    /// Draws the captured `screen`, its selected row in reverse video, and answers its list: the rows from the
    /// selected one down, each as high, above the last line; a move restyles both rows' runs with `wchgat`.
    private static func capturedList(_ screen: CapturedScreen, size: Size, window: OpaquePointer, curses: Curses)
        throws(ScreenError) -> List
    {
        let shown = min(screen.lines.count, size.height)
        guard let row = screen.selectedRow, row.upperBound < shown else {
            throw ScreenError(reason: "the captured screen's selected row does not fit above the terminal's last line")
        }
        let listEnd = row.lowerBound + (shown - 1 - row.lowerBound) / row.count * row.count
        guard let lines = screenLines(screen, list: row.lowerBound..<listEnd, width: size.width, curses: curses) else {
            throw ScreenError(reason: "the terminal cannot show the captured screen's colours (TERM=\(terminalName))")
        }
        for (y, line) in lines.prefix(shown).enumerated() {
            _ = curses.wmove(window, Int32(y), 0)
            let inverse = row.contains(y) ? reverse : 0
            for run in line {
                _ = curses.wattrset(window, run.attributes | inverse | Int32(run.pair) << 8)
                curses.add(window, run.text)
            }
        }
        func restyle(_ y: Int, selected: Bool) {
            var x: Int32 = 0
            for run in lines[y] {
                _ = curses.wmove(window, Int32(y), x)
                let attributes = UInt32(bitPattern: selected ? run.attributes | reverse : run.attributes)
                _ = curses.wchgat(window, Int32(run.columns), attributes, run.pair, nil)
                x += Int32(run.columns)
            }
        }
        return List(rows: 0..<((listEnd - row.lowerBound) / row.count), selected: 0) { from, to in
            for y in 0..<row.count {
                restyle(row.lowerBound + from * row.count + y, selected: false)
                restyle(row.lowerBound + to * row.count + y, selected: true)
            }
        }
    }

    /// Draws a screen of one-line rows (the frame benchmarks' text), the middle one selected, and answers its
    /// list: every row; a move restyles the two rows whole with `wchgat`.
    private static func oneLineList(size: Size, window: OpaquePointer, curses: Curses) -> List {
        let content = FrameContent(size: size)
        let selected = size.height / 2
        for y in 0..<size.height {
            _ = curses.wattrset(window, y == selected ? reverse : 0)
            _ = curses.wmove(window, Int32(y), 0)
            curses.add(window, content.line(y).unicodeScalars.map { wchar_t(bitPattern: $0.value) })
        }
        return List(rows: 0..<size.height, selected: selected) { from, to in
            _ = curses.wmove(window, Int32(from), 0)
            _ = curses.wchgat(window, -1, 0, 0, nil)
            _ = curses.wmove(window, Int32(to), 0)
            _ = curses.wchgat(window, -1, UInt32(reverse), 0, nil)
        }
    }

    /// Prints `message` on standard error; answers `status`.
    private static func fail(_ status: Int32, _ message: String) -> Int32 {
        FileHandle.standardError.write(Data("mvx-bench ncurses-list: \(message)\n".utf8))
        return status
    }

    /// The terminal type curses draws for.
    private static var terminalName: String { ProcessInfo.processInfo.environment["TERM"] ?? "unset" }

    /// The captured screen's lines as curses draws them, colour pairs made; each line of the `list` without reverse
    /// video and padded to `width` columns, so it can be drawn either way. `nil` when a colour pair cannot be made
    /// (the terminal has too few colours or pairs).
    private static func screenLines(_ screen: CapturedScreen, list: Range<Int>, width: Int, curses: Curses)
        -> [CursesLine]?
    {
        _ = curses.startColor()
        _ = curses.useDefaultColors()
        var pairs: [Int32: Int16] = [:]
        func attributes(_ style: CapturedScreen.Style) -> Int32 {
            var value: Int32 = 0
            if style.bold { value |= bold }
            if style.dim { value |= dim }
            if style.underline { value |= underline }
            if style.reverse { value |= reverse }
            return value
        }
        var failed = false
        func pair(_ style: CapturedScreen.Style) -> Int16 {
            guard style.foreground >= 0 || style.background >= 0 else { return 0 }
            let key = Int32(style.foreground) << 16 | Int32(UInt16(bitPattern: style.background))
            if let pair = pairs[key] { return pair }
            // Pairs above 255 do not fit the attribute bits `wattrset` takes them in.
            guard pairs.count < 255 else {
                failed = true
                return 0
            }
            let pair = Int16(pairs.count + 1)
            if curses.initPair(pair, style.foreground, style.background) != 0 { failed = true }
            pairs[key] = pair
            return pair
        }
        let lines = screen.lines.enumerated().map { y, runs in
            var line: CursesLine = []
            var used = 0
            for run in runs {
                var style = run.style
                if list.contains(y) { style.reverse = false }
                let columns = run.text.reduce(0) { $0 + $1.displayWidth }
                let text = run.text.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
                line.append((attributes(style), pair(style), text, columns))
                used += columns
            }
            if list.contains(y), used < width {
                line.append((0, 0, Array(repeating: wchar_t(UInt8(ascii: " ")), count: width - used), width - used))
            }
            return line
        }
        return failed ? nil : lines
    }
}
