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
        var runs: [ScreenRun] = []
        let width = size.width
        for y in 0..<size.height {
            let base = y * width
            var x = 0
            var rowRuns: [Range<Int>] = []
            while x < width {
                guard cells[base + x] != old.cells[base + x] else {
                    x += 1
                    continue
                }
                var start = x
                while x < width, cells[base + x] != old.cells[base + x] {
                    x += 1
                }
                if start > 0, cells[base + start].isContinuation || old.cells[base + start].isContinuation {
                    start -= 1
                }
                if x < width, cells[base + x].isContinuation || old.cells[base + x].isContinuation {
                    x += 1
                }
                if let last = rowRuns.last, start - last.upperBound < max(gap, 1) {
                    rowRuns[rowRuns.count - 1] = last.lowerBound..<x
                } else {
                    rowRuns.append(start..<x)
                }
            }
            runs += rowRuns.map { ScreenRun(row: y, columns: $0) }
        }
        return runs
    }

    /// The rows that differ from `old` (every row when the sizes differ).
    public func changedRows(from old: Screen) -> [Int] {
        guard old.size == size else { return Array(0..<size.height) }
        return (0..<size.height).filter { row($0) != old.row($0) }
    }
}
