import Foundation

extension CodeReport {
    /// The report as Markdown: code lines by layer for each scene and architecture (each architecture's plumbing in
    /// its `Support` row), then the claims, each with its seed, quote, scope, threshold, figures and verdict, then the questions.
    public var markdown: String {
        var lines = [
            "| scene | arch | logic | views | shared views | model | support | files | types | unit tests (no UI) "
                + "| specs |",
            "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        for row in rows {
            lines.append(
                "| \(row.scene) | \(row.architecture.rawValue) | \(row.logic) | \(row.views) | \(row.sharedViews) | "
                    + "\(row.model) | \(row.support) | \(row.files) | \(row.types) | \(row.unitTests) "
                    + "(\(row.unitTestsWithoutUI)) | \(row.specs) |")
        }
        lines += [
            "", "| claim | seed | says | measured | threshold | figures | verdict |",
            "| --- | --- | --- | --- | --- | --- | --- |",
        ]
        for claim in claims {
            let cells = [
                "`\(claim.id)`", claim.seedCitation, "“\(claim.quote)” — \(claim.gloss)", claim.scope, claim.threshold,
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
