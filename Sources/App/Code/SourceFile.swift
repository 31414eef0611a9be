/// A file's text as key `c` shows it: its lines, and whether it still is what the code table counted.
public struct SourceFile: Hashable, Sendable {
    /// The path in the package (`Sources/MVC/Counter/CounterModel.swift`).
    public var path: String
    /// Its lines, without line breaks.
    public var lines: [String]
    /// Its code lines now, counted as `mvx report` counts them.
    public var codeLines: Int
    /// Its code lines when this `mvx` was built (``SceneCodeTable``).
    public var builtCodeLines: Int

    /// Whether the file changed since this `mvx` was built: its code lines differ from the table's.
    public var changedSinceBuild: Bool { codeLines != builtCodeLines }

    /// What the overlay says above a changed file's text.
    public var changeNote: String? {
        guard changedSinceBuild else { return nil }
        return "The sources changed since this mvx was built: \(codeLines) code lines now, \(builtCodeLines) "
            + "counted then. Rebuild it (swift build) to count them again."
    }
}
