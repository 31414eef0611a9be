/// The ANSI (ECMA-48 / xterm) control sequences the live backend writes, as bytes.
public enum ANSI {
    /// Switches to the alternate screen, saving the main one (`ESC[?1049h`).
    public static let enterAlternateScreen: [UInt8] = Array("\u{1B}[?1049h".utf8)
    /// Returns to the main screen as it was (`ESC[?1049l`).
    public static let leaveAlternateScreen: [UInt8] = Array("\u{1B}[?1049l".utf8)
    /// Hides the cursor (`ESC[?25l`).
    public static let hideCursor: [UInt8] = Array("\u{1B}[?25l".utf8)
    /// Shows the cursor (`ESC[?25h`).
    public static let showCursor: [UInt8] = Array("\u{1B}[?25h".utf8)
    /// Resets colours and attributes (`ESC[m`).
    public static let resetStyle: [UInt8] = Array("\u{1B}[m".utf8)
    /// Clears the screen and puts the cursor top-left (`ESC[H ESC[2J`).
    public static let clearScreen: [UInt8] = Array("\u{1B}[H\u{1B}[2J".utf8)

    /// What takes the terminal over: alternate screen, hidden cursor, plain style, cleared.
    public static let takeOver: [UInt8] = enterAlternateScreen + hideCursor + resetStyle + clearScreen
    /// What gives it back: plain style, cursor shown, main screen. It starts with CAN (0x18), which cancels a
    /// sequence a signal may have cut in half, so the rest is read from a clean state.
    public static let giveBack: [UInt8] = [0x18] + resetStyle + showCursor + leaveAlternateScreen

    /// Moves the cursor to column `x`, row `y` (0-based; the sequence itself is 1-based).
    static func moveCursor(toX x: Int, y: Int, into bytes: inout ByteWriter) {
        appendIntroducer(to: &bytes)
        appendNumber(y + 1, to: &bytes)
        bytes.append(UInt8(ascii: ";"))
        appendNumber(x + 1, to: &bytes)
        bytes.append(UInt8(ascii: "H"))
    }

    /// Moves the cursor `count` columns right on its row.
    static func moveCursorForward(_ count: Int, into bytes: inout ByteWriter) {
        appendIntroducer(to: &bytes)
        if count != 1 { appendNumber(count, to: &bytes) }
        bytes.append(UInt8(ascii: "C"))
    }

    /// Sets `style` from scratch: a reset, then each attribute and colour that is not the default.
    ///
    /// Written byte by byte, with no temporary array: it runs at every style change of every frame.
    static func setStyle(_ style: Style, into bytes: inout ByteWriter) {
        appendIntroducer(to: &bytes)
        let foreground = colorCode(style.foreground, base: 30)
        let background = colorCode(style.background, base: 40)
        if style.bold || style.dim || style.underline || style.inverse || foreground != nil || background != nil {
            bytes.append(UInt8(ascii: "0"))  // "ESC[m" alone resets; "ESC[0;1;31m" resets first
        }
        if style.bold { appendParameter(1, to: &bytes) }
        if style.dim { appendParameter(2, to: &bytes) }
        if style.underline { appendParameter(4, to: &bytes) }
        if style.inverse { appendParameter(7, to: &bytes) }
        if let foreground { appendParameter(foreground, to: &bytes) }
        if let background { appendParameter(background, to: &bytes) }
        bytes.append(UInt8(ascii: "m"))
    }

    /// Appends the control sequence introducer, `ESC[`.
    @inline(__always)
    private static func appendIntroducer(to bytes: inout ByteWriter) {
        bytes.append(0x1B)
        bytes.append(UInt8(ascii: "["))
    }

    /// Appends `;` and a parameter.
    private static func appendParameter(_ code: Int, to bytes: inout ByteWriter) {
        bytes.append(UInt8(ascii: ";"))
        appendNumber(code, to: &bytes)
    }

    /// The SGR code of a colour: `base` + 0–7 for normal, `base` + 60 + 0–7 for bright; `nil` for the default.
    static func colorCode(_ color: Color, base: Int) -> Int? {
        guard let index = color.ansiIndex else { return nil }
        return index < 8 ? base + index : base + 60 + index - 8
    }

    /// Scrolls rows `rows` (0-based) by `offset` rows, down when positive, inside a scroll region that is reset
    /// afterwards (`ESC[top;bottom r`, `ESC[n S` or `ESC[n T`, `ESC[r`). The rows scrolled in are blank in the
    /// current background; the cursor ends top-left.
    static func scroll(_ rows: Range<Int>, by offset: Int, into bytes: inout ByteWriter) {
        appendIntroducer(to: &bytes)
        appendNumber(rows.lowerBound + 1, to: &bytes)
        bytes.append(UInt8(ascii: ";"))
        appendNumber(rows.upperBound, to: &bytes)
        bytes.append(UInt8(ascii: "r"))
        appendIntroducer(to: &bytes)
        appendNumber(abs(offset), to: &bytes)
        bytes.append(UInt8(ascii: offset < 0 ? "S" : "T"))
        appendIntroducer(to: &bytes)
        bytes.append(UInt8(ascii: "r"))
    }

    /// Appends the decimal digits of a non-negative number.
    static func appendNumber(_ number: Int, to bytes: inout ByteWriter) {
        if number < 10 {  // most SGR codes and many rows and columns: no division loop
            bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: number))
            return
        }
        appendNumber(number / 10, to: &bytes)
        bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: number % 10))
    }
}
