/// A terminal colour: the terminal's default or one of the 16 ANSI colours.
public enum Color: Hashable, Sendable {
    /// Whatever the terminal uses by default.
    case `default`
    /// ANSI black (0).
    case black
    /// ANSI red (1).
    case red
    /// ANSI green (2).
    case green
    /// ANSI yellow (3).
    case yellow
    /// ANSI blue (4).
    case blue
    /// ANSI magenta (5).
    case magenta
    /// ANSI cyan (6).
    case cyan
    /// ANSI white (7).
    case white
    /// A bright ANSI colour, 8–15, given as its base colour (`.bright(.red)`).
    indirect case bright(Color)
}

/// How a cell is drawn: colours and attributes.
public struct Style: Hashable, Sendable {
    /// The text colour.
    public var foreground: Color
    /// The background colour.
    public var background: Color
    /// Bold text.
    public var bold: Bool
    /// Dim (faint) text.
    public var dim: Bool
    /// Underlined text.
    public var underline: Bool
    /// Foreground and background swapped: how focus and selection show.
    public var inverse: Bool

    /// Creates a style; everything defaults to the terminal's plain text.
    public init(
        foreground: Color = .default, background: Color = .default, bold: Bool = false, dim: Bool = false,
        underline: Bool = false, inverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.inverse = inverse
    }

    /// Plain text.
    public static let plain = Style()
}

/// One character cell of the screen.
///
/// A wide character (CJK, most emoji) occupies two cells: the first holds the character, the second is a
/// continuation cell (`isContinuation == true`, empty text) that renderers skip.
public struct Cell: Hashable, Sendable {
    /// The grapheme drawn in this cell (a space when blank, empty for a continuation cell).
    public var text: String
    /// How it is drawn.
    public var style: Style
    /// Whether this is the right half of a wide character.
    public var isContinuation: Bool

    /// Creates a cell.
    public init(text: String = " ", style: Style = .plain, isContinuation: Bool = false) {
        self.text = text
        self.style = style
        self.isContinuation = isContinuation
    }

    /// A blank cell in the plain style.
    public static let blank = Cell()
}
