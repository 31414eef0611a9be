/// A horizontal run of cells that differ between two frames.
public struct ScreenRun: Hashable, Sendable {
    /// The row.
    public var row: Int
    /// The columns, never splitting a wide character.
    public var columns: Range<Int>

    /// Creates a run.
    public init(row: Int, columns: Range<Int>) {
        self.row = row
        self.columns = columns
    }
}

extension Screen {
    /// The runs of cells that differ from `old`, row by row, left to right.
    ///
    /// A run that starts on the right half of a wide character is widened to include its left half, and one that
    /// ends on a left half is widened to include the right half, so a backend can write each run as text. When the
    /// sizes differ, every row is one full run. Runs separated by fewer than `gap` unchanged cells are merged
    /// (moving the cursor can cost more bytes than rewriting a few cells).
    public func changedRuns(from old: Screen, mergingGapsUnder gap: Int = 0) -> [ScreenRun] {
        guard old.size == size else {
            return (0..<size.height).map { ScreenRun(row: $0, columns: 0..<size.width) }
        }
        return (0..<size.height).flatMap { y in
            Self.changedColumns(row(y), old.row(y), mergingGapsUnder: gap).map { ScreenRun(row: y, columns: $0) }
        }
    }

    /// The rows that differ from `old` (every row when the sizes differ).
    public func changedRows(from old: Screen) -> [Int] {
        guard old.size == size else { return Array(0..<size.height) }
        return (0..<size.height).filter { row($0) != old.row($0) }
    }

    /// The column ranges where two rows of equal width differ, widened over wide characters (see
    /// ``changedRuns(from:mergingGapsUnder:)``).
    static func changedColumns(_ new: ArraySlice<Cell>, _ old: ArraySlice<Cell>, mergingGapsUnder gap: Int = 0)
        -> [Range<Int>]
    {
        let width = new.count
        guard old.count == width else { return width > 0 ? [0..<width] : [] }
        var runs: [Range<Int>] = []
        new.withUnsafeBufferPointer { new in
            old.withUnsafeBufferPointer { old in
                var x = 0
                while x < width {
                    guard new[x] != old[x] else {
                        x += 1
                        continue
                    }
                    var start = x
                    while x < width, new[x] != old[x] {
                        x += 1
                    }
                    if start > 0, new[start].isContinuation || old[start].isContinuation {
                        start -= 1
                    }
                    if x < width, new[x].isContinuation || old[x].isContinuation {
                        x += 1
                    }
                    if let last = runs.last, start - last.upperBound < max(gap, 1) {
                        runs[runs.count - 1] = last.lowerBound..<x
                    } else {
                        runs.append(start..<x)
                    }
                }
            }
        }
        return runs
    }
}
