import TerminalKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `mvx-bench ncurses-list`: the ncurses equivalent of a key press in a list scene, for `Benchmarks/key-bench.sh`.
/// A plain curses program in the terminal: a screen of rows (the frame benchmarks' text), the middle
/// one selected in reverse video; ↓ and ↑ (`j`/`k` too) move the selection the way a curses list does — `wchgat`
/// on the old and the new row, then `doupdate` — and `q` quits. Loaded with `dlopen`, like ``NcursesReference``.
enum NcursesListApp {
    private typealias InitScreen = @convention(c) () -> OpaquePointer?
    private typealias IntCall = @convention(c) () -> Int32
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
    /// `A_REVERSE`.
    private static let reverse: UInt32 = 1 << 18

    /// Runs the list until `q`; answers the exit status (69 without ncursesw).
    static func run() -> Int32 {
        let names: [String] = ["libncursesw.so.6", "libncursesw.so", "libncursesw.dylib"]
        guard let handle = names.lazy.compactMap({ name in dlopen(name, RTLD_NOW | RTLD_LOCAL) }).first else {
            print("ncursesw not available")
            return 69
        }
        func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
            dlsym(handle, name).map { unsafeBitCast($0, to: type) }
        }
        guard let initscr = symbol("initscr", as: InitScreen.self), let endwin = symbol("endwin", as: IntCall.self),
            let cbreak = symbol("cbreak", as: IntCall.self), let noecho = symbol("noecho", as: IntCall.self),
            let keypad = symbol("keypad", as: WindowFlag.self), let leaveok = symbol("leaveok", as: WindowFlag.self),
            let wmove = symbol("wmove", as: WindowMove.self), let wattrset = symbol("wattrset", as: WindowInt.self),
            let waddnwstr = symbol("waddnwstr", as: WindowAddWide.self),
            let wchgat = symbol("wchgat", as: WindowChangeAttributes.self),
            let wrefresh = symbol("wrefresh", as: WindowCall.self), let wgetch = symbol("wgetch", as: WindowCall.self),
            let getmaxy = symbol("getmaxy", as: WindowCall.self), let getmaxx = symbol("getmaxx", as: WindowCall.self)
        else {
            print("ncursesw lacks a function the list needs")
            return 69
        }
        setlocale(LC_ALL, "")
        guard let window = initscr() else { return 69 }
        defer { _ = endwin() }
        _ = cbreak()
        _ = noecho()
        _ = keypad(window, true)
        _ = leaveok(window, true)
        let height = Int(getmaxy(window))
        let width = Int(getmaxx(window))
        let content = FrameContent(size: Size(width: width, height: height))
        var selected = height / 2
        for y in 0..<height {
            let text = content.line(y).unicodeScalars.map { wchar_t(bitPattern: $0.value) }
            _ = wattrset(window, y == selected ? Int32(reverse) : 0)
            _ = wmove(window, Int32(y), 0)
            _ = text.withUnsafeBufferPointer { waddnwstr(window, $0.baseAddress, Int32($0.count)) }
        }
        _ = wrefresh(window)
        while true {
            let key = wgetch(window)
            let next: Int
            switch key {
            case keyDown, Int32(UInt8(ascii: "j")): next = min(height - 1, selected + 1)
            case keyUp, Int32(UInt8(ascii: "k")): next = max(0, selected - 1)
            case Int32(UInt8(ascii: "q")), -1: return 0
            default: continue
            }
            guard next != selected else { continue }
            _ = wmove(window, Int32(selected), 0)
            _ = wchgat(window, -1, 0, 0, nil)
            _ = wmove(window, Int32(next), 0)
            _ = wchgat(window, -1, reverse, 0, nil)
            selected = next
            _ = wrefresh(window)
        }
    }
}
