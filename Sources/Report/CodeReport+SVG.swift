import Foundation

extension CodeReport {
    /// The layers a bar is stacked from, bottom up, with their colours.
    static let layers: [(layer: CodeLayer, color: String)] = [
        (.model, "#9e9e9e"), (.sharedViews, "#c5cae9"), (.logic, "#1e88e5"), (.controllers, "#8e24aa"),
        (.views, "#fb8c00"), (.support, "#43a047"),
    ]

    /// The report as an SVG picture: code lines by layer per scene and architecture (each architecture's plumbing
    /// in its own Support group) on a labelled axis, then one small bar chart per claim with numbers.
    public var svg: String {
        let (main, mainWidth, mainHeight) = layerChart()
        let charted = claims.filter { !$0.figures.isEmpty }
        let columns = 2, cellWidth = 520
        let width = max(mainWidth, columns * cellWidth + 40)
        var parts = [main]
        var y = mainHeight
        for start in stride(from: 0, to: charted.count, by: columns) {
            let row = charted[start..<min(start + columns, charted.count)]
            for (column, claim) in row.enumerated() {
                parts.append(claimChart(claim, x: 20 + column * cellWidth, y: y, width: cellWidth - 30))
            }
            y += row.map { Self.claimChartHeight($0) }.max() ?? 0
        }
        let asked = questions.filter { !$0.figures.isEmpty }
        for start in stride(from: 0, to: asked.count, by: columns) {
            let row = asked[start..<min(start + columns, asked.count)]
            for (column, question) in row.enumerated() {
                parts.append(questionChart(question, x: 20 + column * cellWidth, y: y, width: cellWidth - 30))
            }
            y += row.map { Self.chartHeight($0.figures) }.max() ?? 0
        }
        let height = y + 10
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
            font-family="sans-serif"><rect width="100%" height="100%" fill="white"/>
            \(parts.joined(separator: "\n"))
            </svg>

            """
    }

    /// The stacked-bar chart of code lines, with its y axis; its SVG, width and height.
    private func layerChart() -> (String, Int, Int) {
        let scenes = rows.reduce(into: [String]()) { if !$0.contains($1.scene) { $0.append($1.scene) } }
        let barWidth = 34, gap = 6, groupGap = 30, chartHeight = 300, top = 40, left = 70
        let total = { (row: Row) in Self.layers.map { row.codeLines(of: $0.layer) }.reduce(0, +) }
        let step = Self.tickStep(for: rows.map(total).max() ?? 1)
        let highest = max(step, ((rows.map(total).max() ?? 1) + step - 1) / step * step)
        let scale = Double(chartHeight) / Double(highest)
        var shapes: [String] = []
        for tick in stride(from: 0, through: highest, by: step) {
            let y = top + chartHeight - Int((Double(tick) * scale).rounded())
            shapes.append(
                "<line x1=\"\(left - 4)\" y1=\"\(y)\" x2=\"AXIS_END\" y2=\"\(y)\" stroke=\"#e0e0e0\"/>"
                    + "<text x=\"\(left - 8)\" y=\"\(y + 4)\" font-size=\"10\" text-anchor=\"end\">\(tick)</text>")
        }
        var x = left + 10
        for scene in scenes {
            let groupStart = x
            for row in rows where row.scene == scene {
                var y = top + chartHeight
                for layer in Self.layers {
                    let height = Int((Double(row.codeLines(of: layer.layer)) * scale).rounded())
                    guard height > 0 else { continue }
                    y -= height
                    shapes.append(
                        "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(barWidth)\" height=\"\(height)\" fill=\"\(layer.color)\">"
                            + "<title>\(escaped(scene)) \(row.architecture.rawValue) \(layer.layer.rawValue): "
                            + "\(row.codeLines(of: layer.layer))</title></rect>")
                }
                let name = row.architecture.rawValue.replacingOccurrences(of: "mvc-", with: "")
                shapes.append(
                    "<text x=\"\(x + barWidth / 2)\" y=\"\(top + chartHeight + 14)\" font-size=\"9\" "
                        + "text-anchor=\"middle\">\(name)</text>")
                shapes.append(
                    "<text x=\"\(x + barWidth / 2)\" y=\"\(y - 3)\" font-size=\"9\" text-anchor=\"middle\">"
                        + "\(total(row))</text>")
                x += barWidth + gap
            }
            shapes.append(
                "<text x=\"\((groupStart + x - gap) / 2)\" y=\"\(top + chartHeight + 30)\" font-size=\"12\" "
                    + "text-anchor=\"middle\">\(escaped(scene))</text>")
            x += groupGap
        }
        let axisEnd = x - groupGap + 10
        let legend = Self.layers.enumerated().map { index, layer in
            "<rect x=\"\(axisEnd + 20)\" y=\"\(top + index * 18)\" width=\"12\" height=\"12\" fill=\"\(layer.color)\"/>"
                + "<text x=\"\(axisEnd + 38)\" y=\"\(top + index * 18 + 10)\" font-size=\"11\">\(layer.layer.rawValue)</text>"
        }
        let axes = [
            "<text x=\"\(left)\" y=\"22\" font-size=\"14\">Code lines by layer, per scene and architecture "
                + "(mvx report)</text>",
            "<line x1=\"\(left)\" y1=\"\(top - 5)\" x2=\"\(left)\" y2=\"\(top + chartHeight)\" stroke=\"black\"/>",
            "<line x1=\"\(left)\" y1=\"\(top + chartHeight)\" x2=\"\(axisEnd)\" y2=\"\(top + chartHeight)\" "
                + "stroke=\"black\"/>",
            "<text x=\"18\" y=\"\(top + chartHeight / 2)\" font-size=\"11\" text-anchor=\"middle\" "
                + "transform=\"rotate(-90 18 \(top + chartHeight / 2))\">code lines</text>",
        ]
        let svg = (shapes.map { $0.replacingOccurrences(of: "AXIS_END", with: "\(axisEnd)") } + axes + legend)
            .joined(separator: "\n")
        return (svg, axisEnd + 180, top + chartHeight + 60)
    }

    /// The height a claim's chart takes: its title and threshold, a bar per figure, the axis and a note.
    static func claimChartHeight(_ claim: Claim) -> Int {
        chartHeight(claim.figures)
    }

    /// The height a chart of `figures` takes: its heading and note, a bar per figure of the first unit, the axis.
    static func chartHeight(_ figures: [Claim.Figure]) -> Int {
        let unit = figures.first?.unit ?? ""
        return 114 + figures.filter { $0.unit == unit }.count * 20
    }

    /// One claim's figures of its first unit as horizontal bars with their values, under its id, verdict and
    /// threshold; the other figures (a ratio) in a line under the axis.
    private func claimChart(_ claim: Claim, x: Int, y: Int, width: Int) -> String {
        let colour = claim.verdict == .holds ? "#2e7d32" : "#c62828"
        let heading =
            "\(escaped(claim.id)) (seed \(claim.seed.prefix(3))): <tspan fill=\"\(colour)\">\(claim.verdict.rawValue)</tspan>"
        return figureChart(heading: heading, note: claim.threshold, figures: claim.figures, x: x, y: y, width: width)
    }

    /// One question's figures, charted as a claim's are, under its id and question, with its answer as the note.
    private func questionChart(_ question: Question, x: Int, y: Int, width: Int) -> String {
        figureChart(
            heading: "\(escaped(question.id)): \(escaped(question.question))", note: question.answer,
            figures: question.figures, x: x, y: y, width: width)
    }

    /// `figures` of their first unit as horizontal bars with their values, under `heading` (SVG text) and `note`;
    /// the other figures in a line under the axis.
    private func figureChart(
        heading: String, note threshold: String, figures all: [Claim.Figure], x: Int, y: Int, width: Int
    ) -> String {
        let unit = all.first?.unit ?? ""
        let figures = all.filter { $0.unit == unit }
        let others = all.filter { $0.unit != unit }
        let labelWidth = 200, barHeight = 14, rowGap = 6, top = y + 46
        let highest = max(1, figures.map(\.value).max() ?? 1)
        let scale = Double(width - labelWidth - 50) / (unit == "%" ? max(100, highest) : highest)
        var parts = ["<text x=\"\(x)\" y=\"\(y + 14)\" font-size=\"12\" font-weight=\"bold\">\(heading)</text>"]
        for (index, line) in Self.wrapped(threshold, width: 100, lines: 2).enumerated() {
            parts.append(
                "<text x=\"\(x)\" y=\"\(y + 27 + index * 11)\" font-size=\"9\" fill=\"#555\">\(escaped(line))</text>")
        }
        for (index, figure) in figures.enumerated() {
            let rowY = top + index * (barHeight + rowGap)
            let length = Int((figure.value * scale).rounded())
            parts.append(
                "<text x=\"\(x + labelWidth - 6)\" y=\"\(rowY + 11)\" font-size=\"10\" text-anchor=\"end\">"
                    + "\(escaped(figure.label))</text>"
                    + "<rect x=\"\(x + labelWidth)\" y=\"\(rowY)\" width=\"\(length)\" height=\"\(barHeight)\" "
                    + "fill=\"#1e88e5\"><title>\(escaped(figure.text))</title></rect>"
                    + "<text x=\"\(x + labelWidth + length + 4)\" y=\"\(rowY + 11)\" font-size=\"10\">"
                    + "\(escaped(figure.text.dropFirst(figure.label.count + 1)))</text>")
        }
        let axisY = top + figures.count * (barHeight + rowGap)
        let axisEnd = x + labelWidth + Int(((unit == "%" ? max(100, highest) : highest) * scale).rounded())
        parts.append(
            "<line x1=\"\(x + labelWidth)\" y1=\"\(top - 2)\" x2=\"\(x + labelWidth)\" y2=\"\(axisY)\" stroke=\"black\"/>"
                + "<line x1=\"\(x + labelWidth)\" y1=\"\(axisY)\" x2=\"\(axisEnd)\" y2=\"\(axisY)\" stroke=\"black\"/>"
                + "<text x=\"\(x + labelWidth)\" y=\"\(axisY + 11)\" font-size=\"9\" text-anchor=\"middle\">0</text>"
                + "<text x=\"\(axisEnd)\" y=\"\(axisY + 11)\" font-size=\"9\" text-anchor=\"middle\">"
                + "\(Claim.Figure(label: "", value: unit == "%" ? max(100, highest) : highest, unit: unit).text.drop { $0 == " " })"
                + "</text>")
        let note = Self.wrapped(others.map(\.text).joined(separator: "; "), width: 62, lines: 3)
        for (index, line) in note.enumerated() {
            parts.append(
                "<text x=\"\(x + labelWidth)\" y=\"\(axisY + 26 + index * 12)\" font-size=\"10\">\(escaped(line))</text>"
            )
        }
        return parts.joined(separator: "\n")
    }

    /// `text` in at most `lines` lines of about `width` characters, broken at spaces; the last ends in `…` if cut.
    static func wrapped(_ text: String, width: Int, lines: Int) -> [String] {
        var result: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, current.count + word.count + 1 > width {
                result.append(current)
                current = ""
                if result.count == lines { break }
            }
            current += current.isEmpty ? String(word) : " " + word
        }
        if result.count < lines, !current.isEmpty { result.append(current) }
        if result.joined(separator: " ").count < text.count, let last = result.popLast() { result.append(last + " …") }
        return result
    }

    /// A round step for about five ticks up to `highest`.
    static func tickStep(for highest: Int) -> Int {
        let rough = max(1, highest / 5)
        var magnitude = 1
        while magnitude * 10 <= rough { magnitude *= 10 }
        return [1, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? rough
    }

    private func escaped<S: StringProtocol>(_ text: S) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }
}
