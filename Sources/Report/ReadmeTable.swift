import Foundation

/// The region of README.md that holds the report's table, between `<!-- mvx report -->` and `<!-- /mvx report -->`.
public enum ReadmeTable {
    static let start = "<!-- mvx report -->\n"
    static let end = "<!-- /mvx report -->"

    /// The table the document holds now, or `nil` if it has no markers.
    public static func table(in readme: String) -> String? {
        guard let open = readme.range(of: start),
            let close = readme.range(of: end, range: open.upperBound..<readme.endIndex)
        else { return nil }
        return String(readme[open.upperBound..<close.lowerBound])
    }

    /// The document with its table replaced by `table`, or `nil` if it has no markers.
    public static func replacing(in readme: String, with table: String) -> String? {
        guard let open = readme.range(of: start),
            let close = readme.range(of: end, range: open.upperBound..<readme.endIndex)
        else { return nil }
        return readme.replacingCharacters(in: open.upperBound..<close.lowerBound, with: table)
    }
}
