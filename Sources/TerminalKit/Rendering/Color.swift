/// A terminal colour: the terminal's default or one of the 16 ANSI colours.
///
/// One byte, so a ``Style`` and a ``Cell`` stay plain values that copy and compare as integers.
public struct Color: Hashable, Sendable {
    /// 0 for the default, 1–8 for ANSI 0–7, 9–16 for the bright ANSI 8–15.
    let code: UInt8

    private init(code: UInt8) {
        self.code = code
    }

    /// Whatever the terminal uses by default.
    public static let `default` = Color(code: 0)
    /// ANSI black (0).
    public static let black = Color(code: 1)
    /// ANSI red (1).
    public static let red = Color(code: 2)
    /// ANSI green (2).
    public static let green = Color(code: 3)
    /// ANSI yellow (3).
    public static let yellow = Color(code: 4)
    /// ANSI blue (4).
    public static let blue = Color(code: 5)
    /// ANSI magenta (5).
    public static let magenta = Color(code: 6)
    /// ANSI cyan (6).
    public static let cyan = Color(code: 7)
    /// ANSI white (7).
    public static let white = Color(code: 8)

    /// The bright form of a colour, ANSI 8–15 (`.bright(.red)`); bright of bright is itself, and the default
    /// stays the default.
    public static func bright(_ color: Color) -> Color {
        color.code >= 1 && color.code <= 8 ? Color(code: color.code + 8) : color
    }

    /// The ANSI colour number, 0–15; `nil` for the default.
    public var ansiIndex: Int? {
        code == 0 ? nil : Int(code) - 1
    }

    /// Rebuilds a colour from its raw byte (any value past 16 is the default).
    init(rawCode: UInt8) {
        self.init(code: rawCode <= 16 ? rawCode : 0)
    }
}
