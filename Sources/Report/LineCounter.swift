/// Counts the code lines of Swift source: a line counts when it holds anything but whitespace and comments.
///
/// Blank lines, `//` and `///` comments, and `/* … */` block comments (nested, as Swift nests them) do not count;
/// a line with code before or after a comment does. String literals are code, `//` inside them included, and the
/// lines of a `"""` multi-line string count as code too. The file's imports do not count: its `import` lines
/// and the `#if`, `#else` and `#endif` around them before the first line of code — which modules a file compiles
/// against (a view layer's toolkit, for instance) is not code a reader follows.
public enum LineCounter {
    /// The number of code lines in `source`.
    public static func codeLines(in source: String) -> Int {
        scannedLines(of: source).filter { !$0.isHeader }.count
    }

    /// The lines of `source` that hold code, each with whether it belongs to the imports before the first line of
    /// code (which ``codeLines(in:)`` leaves out).
    private static func scannedLines(of source: String) -> [(line: Substring, isHeader: Bool)] {
        var state = ScanState()
        var inImports = true
        var lines: [(line: Substring, isHeader: Bool)] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) where state.scan(line) {
            inImports = inImports && isImportHeader(line)
            lines.append((line, inImports))
        }
        return lines
    }

    /// The code lines of `source` that only one front end compiles: those inside `#if BROWSER` (the browser's) and
    /// inside its `#else` (the terminal's), imports left out; and the lines that choose between them in the file's
    /// code — the `#if BROWSER`, `#else` and `#endif` themselves, which ``codeLines(in:)`` counts as code.
    public static func frontEndLines(in source: String) -> (browser: Int, terminal: Int, choosing: Int) {
        enum Branch { case browser, terminal, other }
        var branches: [Branch] = []
        var chains: [Bool] = []  // per open `#if`: whether it chooses between the front ends
        var (browser, terminal, choosing) = (0, 0, 0)
        for (line, isHeader) in scannedLines(of: source) {
            let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
            let choosesFrontEnd: Bool
            switch words.first {
            case "#if":
                let condition = words.dropFirst().joined(separator: " ")
                branches.append(condition == "BROWSER" ? .browser : condition == "!BROWSER" ? .terminal : .other)
                chains.append(branches.last != .other)
                choosesFrontEnd = chains.last ?? false
            case "#else":
                choosesFrontEnd = chains.last ?? false
                if let last = branches.popLast() {
                    branches.append(last == .browser ? .terminal : last == .terminal ? .browser : .other)
                }
            case "#elseif":
                choosesFrontEnd = chains.last ?? false
                if !branches.isEmpty { branches[branches.count - 1] = .other }
            case "#endif":
                _ = branches.popLast()
                choosesFrontEnd = chains.popLast() ?? false
            default:
                choosesFrontEnd = false
                guard !isHeader else { continue }
                switch branches.last(where: { $0 != .other }) {
                case .browser: browser += 1
                case .terminal: terminal += 1
                case .other, nil: break
                }
            }
            if choosesFrontEnd, !isHeader { choosing += 1 }
        }
        return (browser, terminal, choosing)
    }

    /// Whether `line` is an import or a compilation condition, as the imports at the top of a file are.
    private static func isImportHeader(_ line: Substring) -> Bool {
        let words = line.split(whereSeparator: \.isWhitespace)
        guard let first = words.first else { return false }
        if ["#if", "#elseif", "#else", "#endif"].contains(first) { return true }
        return words.drop { $0.hasPrefix("@") || ["public", "internal", "package", "private"].contains($0) }.first
            == "import"
    }

    /// What the scanner carries from one line to the next.
    struct ScanState {
        var commentDepth = 0
        var inMultilineString = false

        /// Scans one line; answers whether it held code.
        mutating func scan(_ line: Substring) -> Bool {
            var hasCode = inMultilineString && !line.allSatisfy(\.isWhitespace)
            var inString = false
            var index = line.startIndex
            func next(_ offset: Int = 1) -> Character? {
                line.index(index, offsetBy: offset, limitedBy: line.endIndex).flatMap {
                    $0 < line.endIndex ? line[$0] : nil
                }
            }
            while index < line.endIndex {
                let character = line[index]
                if commentDepth > 0 {
                    if character == "*", next() == "/" {
                        commentDepth -= 1
                        index = line.index(index, offsetBy: 2)
                        continue
                    }
                    if character == "/", next() == "*" {
                        commentDepth += 1
                        index = line.index(index, offsetBy: 2)
                        continue
                    }
                } else if inMultilineString {
                    if line[index...].hasPrefix("\"\"\"") {
                        inMultilineString = false
                        index = line.index(index, offsetBy: 3)
                        continue
                    }
                } else if inString {
                    if character == "\\" {
                        index = line.index(index, offsetBy: 2, limitedBy: line.endIndex) ?? line.endIndex
                        continue
                    }
                    if character == "\"" { inString = false }
                } else if line[index...].hasPrefix("\"\"\"") {
                    hasCode = true
                    inMultilineString = true
                    index = line.index(index, offsetBy: 3)
                    continue
                } else if character == "\"" {
                    hasCode = true
                    inString = true
                } else if character == "/", next() == "/" {
                    break
                } else if character == "/", next() == "*" {
                    commentDepth += 1
                    index = line.index(index, offsetBy: 2)
                    continue
                } else if !character.isWhitespace {
                    hasCode = true
                }
                index = line.index(after: index)
            }
            return hasCode
        }
    }
}
