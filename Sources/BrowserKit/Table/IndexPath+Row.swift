import Foundation

/// The position of a row in a table: Foundation's index path, `[section, row]`. A browser list has one section.
public typealias IndexPath = Foundation.IndexPath

extension IndexPath {
    /// The path of `row` in `section` (0 unless said).
    public init(row: Int, section: Int = 0) {
        self.init(indexes: [section, row])
    }

    /// The row, from 0.
    public var row: Int {
        count > 1 ? self[1] : 0
    }

    /// The section; a browser list has one, 0.
    public var section: Int {
        isEmpty ? 0 : self[0]
    }
}
