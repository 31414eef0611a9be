/// A line diff of two texts in unified format (three lines of context), as `diff -u` prints it.
struct UnifiedDiff {
    /// One line of the edit script.
    enum Edit: Equatable {
        case same(String), removed(String), added(String)
    }

    /// The edit script from the old lines to the new, longest common subsequence kept.
    let edits: [Edit]

    /// Lines removed and added.
    var removed: Int { edits.filter { if case .removed = $0 { true } else { false } }.count }
    var added: Int { edits.filter { if case .added = $0 { true } else { false } }.count }

    init(old: String, new: String) {
        let a = Self.lines(old)
        let b = Self.lines(new)
        // lengths[i][j]: the longest common subsequence of a[i...] and b[j...]
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                edits.append(.same(a[i]))
                (i, j) = (i + 1, j + 1)
            } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                edits.append(.removed(a[i]))
                i += 1
            } else {
                edits.append(.added(b[j]))
                j += 1
            }
        }
        self.edits = edits
    }

    /// The hunks, each headed `@@ -start,count +start,count @@`; empty when the texts are equal.
    func hunks(context: Int = 3) -> [String] {
        let changed = edits.indices.filter { if case .same = edits[$0] { false } else { true } }
        guard let first = changed.first else { return [] }
        // Group changes whose context windows touch.
        var groups: [ClosedRange<Int>] = []
        var start = first
        var end = first
        for index in changed.dropFirst() {
            if index - end > 2 * context {
                groups.append(start...end)
                start = index
            }
            end = index
        }
        groups.append(start...end)
        return groups.map { group in
            let lower = max(0, group.lowerBound - context)
            let upper = min(edits.count - 1, group.upperBound + context)
            let before = edits[..<lower]
            let oldStart = before.filter { if case .added = $0 { false } else { true } }.count
            let newStart = before.filter { if case .removed = $0 { false } else { true } }.count
            let slice = edits[lower...upper]
            let oldCount = slice.filter { if case .added = $0 { false } else { true } }.count
            let newCount = slice.filter { if case .removed = $0 { false } else { true } }.count
            let header =
                "@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@"
            let body = slice.map { edit in
                switch edit {
                case .same(let line): " " + line
                case .removed(let line): "-" + line
                case .added(let line): "+" + line
                }
            }
            return ([header] + body).joined(separator: "\n")
        }
    }

    /// `start,count` as unified diffs write it: lines from 1, and the line before when the range is empty.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }

    private static func lines(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }
}
