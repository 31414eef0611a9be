#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// ncursesw, loaded at run time with `dlopen`, drawing the same rows as the other frame benchmarks: the reference
/// a terminal UI is usually compared with.
///
/// Loaded at run time rather than linked so the package builds (and `swift test` runs) on a machine without the
/// library or its headers; there ``load()`` answers `nil` and the benchmark prints "not measured". Each frame is
/// what a plain curses program does: draw every row into `stdscr` (the selected one in reverse video), then
/// `wnoutrefresh` and `doupdate`, which compares with what it believes the terminal shows and writes only the
/// difference — using the terminal's scroll region when rows moved (`idlok`). Output goes to a temporary file, not
/// a terminal, so the bytes can be counted; the terminal description is `xterm-256color`.
///
/// A session also draws frames the way an ncurses application does when it knows what changed: only
/// the changed row (`mvwaddnwstr`), a restyle with `wchgat`, a scroll with `wscrl` plus the new row, then
/// `doupdate` — see ``Session/restyle(plain:reverse:)``, ``Session/scrollUp(newRow:)`` and
/// ``Session/replace(row:with:)``.
final class NcursesReference {
    private typealias NewTerm =
        @convention(c) (
            UnsafePointer<CChar>?, UnsafeMutablePointer<FILE>?, UnsafeMutablePointer<FILE>?
        ) -> OpaquePointer?
    private typealias ScreenCall = @convention(c) (OpaquePointer?) -> OpaquePointer?
    private typealias VoidScreenCall = @convention(c) (OpaquePointer?) -> Void
    private typealias IntCall = @convention(c) () -> Int32
    private typealias Resize = @convention(c) (Int32, Int32) -> Int32
    private typealias WindowFlag = @convention(c) (OpaquePointer?, Bool) -> Int32
    private typealias WindowInt = @convention(c) (OpaquePointer?, Int32) -> Int32
    private typealias WindowMove = @convention(c) (OpaquePointer?, Int32, Int32) -> Int32
    private typealias WindowAddWide = @convention(c) (OpaquePointer?, UnsafePointer<wchar_t>?, Int32) -> Int32
    private typealias WindowCall = @convention(c) (OpaquePointer?) -> Int32
    private typealias WindowChangeAttributes =
        @convention(c) (OpaquePointer?, Int32, UInt32, Int16, UnsafeRawPointer?) -> Int32

    private let newterm: NewTerm
    private let setTerm: ScreenCall
    private let delscreen: VoidScreenCall
    private let endwin: IntCall
    private let resizeterm: Resize
    private let idlok: WindowFlag
    private let leaveok: WindowFlag
    private let wattrset: WindowInt
    private let wmove: WindowMove
    private let waddnwstr: WindowAddWide
    private let wnoutrefresh: WindowCall
    private let doupdate: IntCall
    private let scrollok: WindowFlag
    private let wscrl: WindowInt
    private let wchgat: WindowChangeAttributes
    private let stdscrAddress: UnsafeMutableRawPointer

    /// `A_REVERSE`: `NCURSES_BITS(1, 10)`.
    private static let reverse: Int32 = 1 << 18

    /// The library's file names, most specific first.
    private static let libraryNames = ["libncursesw.so.6", "libncursesw.so", "libncursesw.dylib", "libncurses.dylib"]

    private init?(handle: UnsafeMutableRawPointer) {
        func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
            dlsym(handle, name).map { unsafeBitCast($0, to: type) }
        }
        guard let newterm = symbol("newterm", as: NewTerm.self),
            let setTerm = symbol("set_term", as: ScreenCall.self),
            let delscreen = symbol("delscreen", as: VoidScreenCall.self),
            let endwin = symbol("endwin", as: IntCall.self),
            let resizeterm = symbol("resizeterm", as: Resize.self),
            let idlok = symbol("idlok", as: WindowFlag.self),
            let leaveok = symbol("leaveok", as: WindowFlag.self),
            let wattrset = symbol("wattrset", as: WindowInt.self),
            let wmove = symbol("wmove", as: WindowMove.self),
            let waddnwstr = symbol("waddnwstr", as: WindowAddWide.self),
            let wnoutrefresh = symbol("wnoutrefresh", as: WindowCall.self),
            let doupdate = symbol("doupdate", as: IntCall.self),
            let scrollok = symbol("scrollok", as: WindowFlag.self),
            let wscrl = symbol("wscrl", as: WindowInt.self),
            let wchgat = symbol("wchgat", as: WindowChangeAttributes.self),
            let stdscrAddress = dlsym(handle, "stdscr")
        else { return nil }
        (self.newterm, self.setTerm, self.delscreen, self.endwin) = (newterm, setTerm, delscreen, endwin)
        (self.resizeterm, self.idlok, self.leaveok, self.wattrset) = (resizeterm, idlok, leaveok, wattrset)
        (self.wmove, self.waddnwstr, self.wnoutrefresh, self.doupdate) = (wmove, waddnwstr, wnoutrefresh, doupdate)
        (self.scrollok, self.wscrl, self.wchgat) = (scrollok, wscrl, wchgat)
        self.stdscrAddress = stdscrAddress
    }

    /// The library, or `nil` when no ncursesw is installed (or it lacks a function the benchmark calls).
    static func load() -> NcursesReference? {
        for name in libraryNames {
            if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) {
                return NcursesReference(handle: handle)
            }
        }
        return nil
    }

    /// A curses screen of `width × height` writing to a temporary file, or `nil` when curses cannot start one
    /// (no `xterm-256color` terminal description, no UTF-8 locale).
    func session(width: Int, height: Int) -> Session? {
        Session(curses: self, width: width, height: height)
    }

    /// One curses screen: rows are drawn into it a frame at a time.
    final class Session {
        private let curses: NcursesReference
        private let screen: OpaquePointer
        private let window: OpaquePointer
        private let output: UnsafeMutablePointer<FILE>
        private let input: UnsafeMutablePointer<FILE>
        private let savedLocale: String?
        let width: Int
        let height: Int
        private var framesSinceRewind = 0

        fileprivate init?(curses: NcursesReference, width: Int, height: Int) {
            savedLocale = setlocale(LC_CTYPE, nil).map { String(cString: $0) }
            guard setlocale(LC_CTYPE, "C.UTF-8") != nil || setlocale(LC_CTYPE, "en_US.UTF-8") != nil,
                let output = tmpfile(), let input = fopen("/dev/null", "r")
            else { return nil }
            guard let screen = curses.newterm("xterm-256color", output, input) else {
                fclose(output)
                fclose(input)
                return nil
            }
            _ = curses.setTerm(screen)
            _ = curses.resizeterm(Int32(height), Int32(width))
            guard let window = curses.stdscrAddress.load(as: OpaquePointer?.self) else { return nil }
            _ = curses.idlok(window, true)
            _ = curses.leaveok(window, true)
            (self.curses, self.screen, self.window, self.output, self.input) = (curses, screen, window, output, input)
            (self.width, self.height) = (width, height)
        }

        deinit {
            _ = curses.endwin()
            curses.delscreen(screen)
            fclose(output)
            fclose(input)
            if let savedLocale { setlocale(LC_CTYPE, savedLocale) }
        }

        /// Draws every row (`row(y)` gives its wide characters; `selected` in reverse video) and updates the
        /// terminal. Answers the bytes curses wrote.
        @discardableResult
        func frame(selected: Int?, row: (Int) -> [wchar_t]) -> Int {
            update {
                for y in 0..<height {
                    _ = curses.wattrset(window, y == selected ? NcursesReference.reverse : 0)
                    _ = curses.wmove(window, Int32(y), 0)
                    let text = row(y)
                    _ = text.withUnsafeBufferPointer { curses.waddnwstr(window, $0.baseAddress, Int32($0.count)) }
                }
            }
        }

        /// Restyles row `plain` back to plain and row `reverse` to reverse video in place (`wchgat` over each
        /// whole row) and updates the terminal: how a curses list moves its selection. Answers the bytes written.
        func restyle(plain: Int?, reverse: Int?) -> Int {
            update {
                if let plain {
                    _ = curses.wmove(window, Int32(plain), 0)
                    _ = curses.wchgat(window, -1, 0, 0, nil)
                }
                if let reverse {
                    _ = curses.wmove(window, Int32(reverse), 0)
                    _ = curses.wchgat(window, -1, UInt32(NcursesReference.reverse), 0, nil)
                }
            }
        }

        /// Scrolls the window up one row (`wscrl`), draws the new bottom row (plain) and updates the terminal.
        /// Answers the bytes curses wrote. Scrolling is allowed only for the `wscrl`: with it on, filling the
        /// bottom-right cell would scroll the window again.
        func scrollUp(newRow: [wchar_t]) -> Int {
            update {
                _ = curses.scrollok(window, true)
                _ = curses.wscrl(window, 1)
                _ = curses.scrollok(window, false)
                put(newRow, at: height - 1, reverse: false)
            }
        }

        /// Draws one row's new text (plain) and updates the terminal. Answers the bytes curses wrote.
        func replace(row: Int, with text: [wchar_t]) -> Int {
            update { put(text, at: row, reverse: false) }
        }

        private func put(_ text: [wchar_t], at row: Int, reverse: Bool) {
            _ = curses.wattrset(window, reverse ? NcursesReference.reverse : 0)
            _ = curses.wmove(window, Int32(row), 0)
            _ = text.withUnsafeBufferPointer { curses.waddnwstr(window, $0.baseAddress, Int32($0.count)) }
        }

        /// Runs `draw` on the window, then `wnoutrefresh` and `doupdate`; answers the bytes written.
        private func update(_ draw: () -> Void) -> Int {
            framesSinceRewind += 1
            if framesSinceRewind >= 64 {
                framesSinceRewind = 0
                fseek(output, 0, SEEK_SET)
            }
            let before = position
            draw()
            _ = curses.wnoutrefresh(window)
            _ = curses.doupdate()
            return position - before
        }

        /// Where the output file is written up to (curses may write to its descriptor directly, past stdio).
        private var position: Int {
            fflush(output)
            return Int(lseek(fileno(output), 0, SEEK_CUR))
        }
    }
}
