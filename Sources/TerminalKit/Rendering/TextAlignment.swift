/// Where a line of text sits in its width.
public enum TextAlignment: Hashable, Sendable {
    /// Flush left.
    case left
    /// Centred (an odd leftover column goes right).
    case center
    /// Flush right.
    case right

    /// The column a line `lineWidth` wide starts at in `width` columns.
    public func offset(lineWidth: Int, in width: Int) -> Int {
        switch self {
        case .left: 0
        case .center: max(0, (width - lineWidth) / 2)
        case .right: max(0, width - lineWidth)
        }
    }
}
