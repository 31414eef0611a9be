/// The benchmark's output: one line per figure, with the goal beside it and whether it is met.
struct Report {
    /// One printed line.
    struct Line {
        var measure: String
        var value: String
        var goal: String
        var verdict: String
    }

    private var lines: [Line] = []

    /// Adds a figure with no goal of its own (the baseline of a comparison).
    mutating func add(_ measure: String, _ value: String) {
        lines.append(Line(measure: measure, value: value, goal: "", verdict: ""))
    }

    /// Adds a figure with its goal and whether it is met; `detail` says by how much.
    mutating func add(_ measure: String, _ value: String, goal: String, met: Bool, detail: String) {
        lines.append(
            Line(measure: measure, value: value, goal: goal, verdict: (met ? "met" : "NOT met") + " (\(detail))"))
    }

    /// Whether every goal is met.
    var allGoalsMet: Bool { !lines.contains { $0.verdict.hasPrefix("NOT") } }

    /// The table, columns padded to fit.
    var text: String {
        let header = Line(measure: "measure", value: "value", goal: "goal", verdict: "verdict")
        let all = [header] + lines
        let widths = [
            all.map(\.measure.count).max() ?? 0, all.map(\.value.count).max() ?? 0, all.map(\.goal.count).max() ?? 0,
        ]
        func pad(_ text: String, _ width: Int) -> String {
            text + String(repeating: " ", count: max(0, width - text.count))
        }
        let rows = all.map { line in
            [pad(line.measure, widths[0]), pad(line.value, widths[1]), pad(line.goal, widths[2]), line.verdict]
                .joined(separator: " | ")
        }
        let rule = String(repeating: "-", count: widths.reduce(9, +) + 9 + 10)
        return ([rows[0], rule] + rows.dropFirst()).joined(separator: "\n")
    }
}
