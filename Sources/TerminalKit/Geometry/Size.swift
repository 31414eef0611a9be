/// A width and a height, in character cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a size of `width` columns and `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// No columns and no rows.
    public static let zero = Size(width: 0, height: 0)

    /// Whether the size covers no cell.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// `WxH`, as `--size` writes it.
    public var description: String { "\(width)x\(height)" }

    /// Parses `WxH` (such as `80x24`); answers `nil` unless both are positive integers.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0 else {
            return nil
        }
        self.init(width: width, height: height)
    }
}
