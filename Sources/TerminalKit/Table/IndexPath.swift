// TerminalKit imports Foundation so that its `IndexPath` shadows Foundation's (which on Linux has no
// `row`/`section`) in files that import both modules.
import Foundation

/// The position of a row in a table: a section (always 0 here: tables have one section) and a row.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The row, from 0.
    public var row: Int
    /// The section; TerminalKit tables have one section, 0.
    public var section: Int

    /// Creates an index path for `row` in `section` (0 unless said).
    public init(row: Int, section: Int = 0) {
        self.row = row
        self.section = section
    }

    /// Orders by section, then row.
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    /// `[section, row]`.
    public var description: String { "[\(section), \(row)]" }
}
