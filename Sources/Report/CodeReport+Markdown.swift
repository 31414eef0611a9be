extension CodeReport {
    /// The report as Markdown: code lines by layer for each scene and architecture, then the claims.
    public var markdown: String {
        var lines = [
            "| scene | arch | logic | views | shared views | model | files | types | unit tests (no UI) | specs |",
            "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        for row in rows {
            lines.append(
                "| \(row.scene) | \(row.architecture.rawValue) | \(row.logic) | \(row.views) | \(row.sharedViews) | "
                    + "\(row.model) | \(row.files) | \(row.types) | \(row.unitTests) (\(row.unitTestsWithoutUI)) | "
                    + "\(row.specs) |")
        }
        lines += ["", "| claim (seed) | measured | holds |", "| --- | --- | --- |"]
        for claim in claims {
            lines.append("| \(claim.claim) | \(claim.measured) | \(claim.holds ? "yes" : "no") |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
