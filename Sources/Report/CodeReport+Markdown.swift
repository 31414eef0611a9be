import Foundation

extension CodeReport {
    /// The report as Markdown: code lines by layer (``CodeLayer``, one column each) for each scene and architecture
    /// (the plumbing an architecture's scenes share in its `Support` row), then the claims, each with its seed, quote, scope, threshold, figures and verdict, then the questions.
    public var markdown: String {
        let columns =
            ["scene", "arch"] + CodeLayer.allCases.map(\.rawValue) + ["files", "types", "unit tests (no UI)", "specs"]
        var lines = [
            "| " + columns.joined(separator: " | ") + " |",
            "| --- | --- |" + String(repeating: " ---: |", count: columns.count - 2),
        ]
        for row in rows {
            let cells =
                [row.scene, row.architecture.rawValue] + CodeLayer.allCases.map { String(row.codeLines(of: $0)) }
                + [
                    String(row.files), String(row.types), "\(row.unitTests) (\(row.unitTestsWithoutUI))",
                    String(row.specs),
                ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        lines += [
            "", "| claim | seed | says | measured | threshold | figures | verdict |",
            "| --- | --- | --- | --- | --- | --- | --- |",
        ]
        for claim in claims {
            let cells = [
                "`\(claim.id)`", claim.seed, "“\(claim.quote)” — \(claim.gloss)", claim.scope, claim.threshold,
                claim.figuresText, "**\(claim.verdict.rawValue)**",
            ]
            lines.append(
                "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
        }
        lines += ["", "| question | measured | figures | answer |", "| --- | --- | --- | --- |"]
        for question in questions {
            let cells = [
                "`\(question.id)` \(question.question)", question.scope, question.figuresText, question.answer,
            ]
            lines.append(
                "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
