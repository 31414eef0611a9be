/// Why key `c` cannot show a file's text, in words that say what to do.
public enum SourceFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `MVX_SOURCE_ROOT` names a folder without a `Package.swift`.
    case notAPackage(String)
    /// The package this `mvx` was built from is no longer where it was built (an installed copy).
    case sourcesGone(String)
    /// The package is there, but not this file (moved or deleted since this `mvx` was built).
    case fileMissing(path: String, root: String)
    /// The file is larger than the overlay reads.
    case tooLarge(path: String, bytes: Int, limit: Int)
    /// The file could not be read, or is not UTF-8 text.
    case unreadable(path: String, reason: String)

    private static let whatToDo =
        "Run mvx from its package (swift run mvx), or set \(CodeSources.environmentVariable) to the package's folder."

    public var description: String {
        switch self {
        case .notAPackage(let root):
            "The sources are not at hand: \(CodeSources.environmentVariable) is \(root), which has no Package.swift. "
                + Self.whatToDo
        case .sourcesGone(let root):
            "The sources are not at hand: this mvx was built from \(root), which no longer holds them. "
                + Self.whatToDo
        case .fileMissing(let path, let root):
            "\(path) is not in \(root): the sources changed since this mvx was built. Rebuild it (swift build)."
        case .tooLarge(let path, let bytes, let limit):
            "\(path) is \(bytes / 1024) KB, more than the \(limit / 1024) KB shown here. Open it in an editor."
        case .unreadable(let path, let reason):
            "\(path) could not be read: \(reason)."
        }
    }
}
