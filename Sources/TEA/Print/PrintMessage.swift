/// What happens to the Print scene.
public enum PrintMessage: Hashable, Sendable {
    /// The user tapped `print`.
    case printButtonTapped
    /// A line number was drawn for the print.
    case lineNumberDrawn(Int)
}
