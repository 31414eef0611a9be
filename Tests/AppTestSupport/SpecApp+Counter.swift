/// A Counter row as the screen shows it: the name, the number, the buttons `-` and `+` (drawn `[ - ] [ + ]`).
public struct CounterRow: Hashable, CustomStringConvertible {
    public let name: String
    public let number: Int

    public init(name: String, number: Int) {
        self.name = name
        self.number = number
    }

    public var description: String { "\(name) \(number)" }
}

extension SpecApp {
    /// The Counter rows on screen, top to bottom.
    public var counterRows: [CounterRow] {
        screen.split(separator: "\n").compactMap { line in
            guard let match = line.wholeMatch(of: /\s*(.+?)\s+(\d+)\s+\[?\s*-\s*\]?\s+\[?\s*\+\s*\]?\s*/),
                let number = Int(match.2)
            else {
                return nil
            }
            return CounterRow(name: String(match.1), number: number)
        }
    }

    /// The number row `row` (1-based) shows.
    public func number(inRow row: Int) -> Int? {
        let rows = counterRows
        return rows.indices.contains(row - 1) ? rows[row - 1].number : nil
    }
}
