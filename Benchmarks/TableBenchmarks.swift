import TerminalKit

/// Key presses, one-row updates, cell reuse and bytes on the wire, for tables of 100 and 100,000 rows.
@MainActor
enum TableBenchmarks {
    static let stopwatch = Stopwatch(warmUps: 3, samples: 15)

    static func run(into report: inout Report) {
        let small = BenchTable(rowCount: 100)
        let large = BenchTable(rowCount: 100_000)

        let pressSmall = stopwatch.median(repetitions: 3) { _ = small.pressDownAndBack() } / 80
        let pressLarge = stopwatch.median(repetitions: 3) { _ = large.pressDownAndBack() } / 80
        let pressRatio = pressLarge.seconds / pressSmall.seconds
        report.add("key press (down/up + render), 100 rows", pressSmall.formatted)
        report.add(
            "key press (down/up + render), 100,000 rows", pressLarge.formatted, goal: "≤ 1.5× the 100-row time",
            met: pressRatio <= 1.5, detail: formatRatio(pressRatio))

        let updateSmall = stopwatch.median(repetitions: 50) { small.updateOneRow() }
        let updateLarge = stopwatch.median(repetitions: 50) { large.updateOneRow() }
        let updateRatio = updateLarge.seconds / updateSmall.seconds
        report.add("one-row update (reloadRows + render), 100 rows", updateSmall.formatted)
        report.add(
            "one-row update (reloadRows + render), 100,000 rows", updateLarge.formatted,
            goal: "≤ 1.5× the 100-row time", met: updateRatio <= 1.5, detail: formatRatio(updateRatio))

        addBytes(to: &report)
        addReuse(to: &report)
    }

    /// Bytes the ANSI encoder writes for one changed row of an 80-column screen, and for one key press.
    private static func addBytes(to report: inout Report) {
        let table = BenchTable(rowCount: 100_000)
        var encoder = ANSIFrameEncoder()
        let width = table.host.screen.size.width
        _ = encoder.encode(table.host.screen, previous: nil)

        func bytes(_ change: () -> Void) -> Int {
            let before = table.host.screen
            change()
            return encoder.encode(table.host.screen, previous: before).count
        }
        let rewritten = "row 5 rewritten · 第五行已更新 · every column changes "
        let wholeRow = bytes {
            table.setRow(5, to: rewritten + String(repeating: "~", count: 80 - rewritten.displayWidth))
        }
        let oneWord = bytes { table.setRow(6, to: BenchTable.line(6).replacing("counter", with: "COUNTER")) }
        let keyPress = bytes { table.host.send(.down) }

        for (measure, count) in [("one 80-column row rewritten", wholeRow), ("one row, one word changed", oneWord)] {
            report.add(
                "bytes written, \(measure)", "\(count) B", goal: "≤ 2× the row's width (\(2 * width) B)",
                met: count <= 2 * width, detail: formatRatio(Double(count) / Double(width)) + " the width")
        }
        report.add("bytes written, one down-arrow press (2 rows restyled)", "\(keyPress) B")
    }

    /// Cells created while scrolling 100,000 rows from top to bottom.
    private static func addReuse(to report: inout Report) {
        let table = BenchTable(rowCount: 100_000)
        table.scrollToEnd()
        let created = table.host.cellsCreated
        let visible = 24
        report.add(
            "cells created scrolling 100,000 rows to the end", "\(created)",
            goal: "≤ visible rows + 2 (\(visible + 2))",
            met: created <= visible + 2, detail: "\(created) of \(visible + 2)")
    }
}
