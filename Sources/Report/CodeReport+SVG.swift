import Foundation

extension CodeReport {
    /// The layers a bar is stacked from, bottom up, with their colours.
    static let layers: [(name: String, color: String, lines: @Sendable (Row) -> Int)] = [
        ("model (shared)", "#9e9e9e", \.model), ("shared views", "#c5cae9", \.sharedViews),
        ("logic", "#1e88e5", \.logic), ("views", "#fb8c00", \.views),
    ]

    /// The report as an SVG chart: per scene, one bar per architecture, stacked by layer.
    public var svg: String {
        let scenes = rows.reduce(into: [String]()) { if !$0.contains($1.scene) { $0.append($1.scene) } }
        let barWidth = 34, gap = 6, groupGap = 30, chartHeight = 300, top = 40, left = 60
        let total = { (row: Row) in Self.layers.map { $0.lines(row) }.reduce(0, +) }
        let highest = max(1, rows.map(total).max() ?? 1)
        let scale = Double(chartHeight) / Double(highest)
        var x = left
        var shapes: [String] = []
        for scene in scenes {
            let bars = rows.filter { $0.scene == scene }
            let groupStart = x
            for row in bars {
                var y = top + chartHeight
                for layer in Self.layers {
                    let height = Int((Double(layer.lines(row)) * scale).rounded())
                    guard height > 0 else { continue }
                    y -= height
                    shapes.append(
                        "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(barWidth)\" height=\"\(height)\" fill=\"\(layer.color)\">"
                            + "<title>\(scene) \(row.architecture.rawValue) \(layer.name): \(layer.lines(row))</title></rect>"
                    )
                }
                shapes.append(
                    "<text x=\"\(x + barWidth / 2)\" y=\"\(top + chartHeight + 14)\" font-size=\"9\" "
                        + "text-anchor=\"middle\">\(row.architecture.rawValue.replacingOccurrences(of: "mvc-", with: ""))</text>"
                )
                shapes.append(
                    "<text x=\"\(x + barWidth / 2)\" y=\"\(y - 3)\" font-size=\"9\" text-anchor=\"middle\">\(total(row))</text>"
                )
                x += barWidth + gap
            }
            shapes.append(
                "<text x=\"\((groupStart + x - gap) / 2)\" y=\"\(top + chartHeight + 30)\" font-size=\"12\" "
                    + "text-anchor=\"middle\">\(escaped(scene))</text>")
            x += groupGap
        }
        let width = x + 150
        let legend = Self.layers.enumerated().map { index, layer in
            "<rect x=\"\(x)\" y=\"\(top + index * 18)\" width=\"12\" height=\"12\" fill=\"\(layer.color)\"/>"
                + "<text x=\"\(x + 18)\" y=\"\(top + index * 18 + 10)\" font-size=\"11\">\(layer.name)</text>"
        }
        let height = top + chartHeight + 50
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
            font-family="sans-serif"><rect width="100%" height="100%" fill="white"/>
            <text x="\(left)" y="22" font-size="14">Code lines by layer, per scene and architecture (mvx report)</text>
            <line x1="\(left - 4)" y1="\(top + chartHeight)" x2="\(x - groupGap)" y2="\(top + chartHeight)" \
            stroke="black"/>
            \((shapes + legend).joined(separator: "\n"))
            </svg>

            """
    }

    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }
}
