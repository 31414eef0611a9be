/// How a cell is drawn: colours and attributes.
///
/// Stored packed in 32 bits (two colour bytes and one byte of attributes), so cells copy and compare as integers.
public struct Style: Hashable, Sendable {
    private var bits: UInt32

    private static let boldBit: UInt32 = 1 << 16
    private static let dimBit: UInt32 = 1 << 17
    private static let underlineBit: UInt32 = 1 << 18
    private static let inverseBit: UInt32 = 1 << 19

    /// Creates a style; everything defaults to the terminal's plain text.
    public init(
        foreground: Color = .default, background: Color = .default, bold: Bool = false, dim: Bool = false,
        underline: Bool = false, inverse: Bool = false
    ) {
        bits = UInt32(foreground.code) | UInt32(background.code) << 8
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.inverse = inverse
    }

    /// Plain text.
    public static let plain = Style()

    /// The text colour.
    public var foreground: Color {
        get { Color(rawCode: UInt8(truncatingIfNeeded: bits)) }
        set { bits = bits & ~0xFF | UInt32(newValue.code) }
    }

    /// The background colour.
    public var background: Color {
        get { Color(rawCode: UInt8(truncatingIfNeeded: bits >> 8)) }
        set { bits = bits & ~0xFF00 | UInt32(newValue.code) << 8 }
    }

    /// Bold text.
    public var bold: Bool {
        get { bits & Self.boldBit != 0 }
        set { set(Self.boldBit, newValue) }
    }

    /// Dim (faint) text.
    public var dim: Bool {
        get { bits & Self.dimBit != 0 }
        set { set(Self.dimBit, newValue) }
    }

    /// Underlined text.
    public var underline: Bool {
        get { bits & Self.underlineBit != 0 }
        set { set(Self.underlineBit, newValue) }
    }

    /// Foreground and background swapped: how focus and selection show.
    public var inverse: Bool {
        get { bits & Self.inverseBit != 0 }
        set { set(Self.inverseBit, newValue) }
    }

    private mutating func set(_ bit: UInt32, _ on: Bool) {
        bits = on ? bits | bit : bits & ~bit
    }
}

extension Style: CustomStringConvertible {
    /// The set fields, as `Style(foreground: red, bold)`; `Style.plain` for the plain style.
    public var description: String {
        var parts: [String] = []
        if let index = foreground.ansiIndex { parts.append("foreground: \(index)") }
        if let index = background.ansiIndex { parts.append("background: \(index)") }
        for (name, on) in [("bold", bold), ("dim", dim), ("underline", underline), ("inverse", inverse)] where on {
            parts.append(name)
        }
        return parts.isEmpty ? "Style.plain" : "Style(" + parts.joined(separator: ", ") + ")"
    }
}
