/// The work the Print scene asks for.
public enum PrintEffect: Hashable, Sendable {
    /// Draw a line number from ``Model/Paper/lineRange`` with the app's random source.
    case drawLineNumber
}
