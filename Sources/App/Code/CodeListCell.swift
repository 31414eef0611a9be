import TerminalKit

/// A row of key `c`'s list of files. A file's count always shows, at the right of its path: a path too long for the
/// width loses its start (`  …/Counter/CounterViewController.swift  41`), never its count.
@MainActor
final class CodeListCell: TableViewCell {
    /// Where a list's counts go, the same for every row so that paths and counts line up.
    struct Columns: Hashable {
        /// The column just after the counts (or the cell's last column, if narrower).
        var end: Int
        /// The widest count's width.
        var countWidth: Int

        /// The columns for `files`: two for the indent, the widest path, two of gap, the widest count.
        init(of files: [SceneCode.File]) {
            let widestPath = files.map(\.path.displayWidth).max() ?? 0
            countWidth = files.map { String($0.codeLines).count }.max() ?? 0
            end = 2 + widestPath + 2 + countWidth
        }
    }

    private var row = CodeListRow.gap
    private var columns: Columns?

    /// Shows `row` in `columns`.
    func show(_ row: CodeListRow, in columns: Columns) {
        guard row != self.row || columns != self.columns else { return }
        self.row = row
        self.columns = columns
        setNeedsDisplay()
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        row = .gap
    }

    override func draw(in context: DrawContext) {
        super.draw(in: context)
        let width = context.size.width
        switch row {
        case .layer(let name, let lines):
            context.draw(" \(name) · \(lines) lines".truncated(toWidth: width), at: .zero, style: Style(bold: true))
        case .file(let file):
            let count = String(file.codeLines)
            let end = min(columns?.end ?? width, width - 1)
            let room = end - max(count.count, columns?.countWidth ?? 0) - 2 - 2
            context.draw(count, at: Point(x: max(0, end - count.count), y: 0))
            guard room > 0 else { return }
            context.draw(file.path.truncatedAtStart(toWidth: room), at: Point(x: 2, y: 0))
        case .gap:
            break
        case .total(let lines):
            context.draw(" \(lines) code lines in all".truncated(toWidth: width), at: .zero, style: Style(bold: true))
        case .note(let note):
            context.draw(" \(note)".truncated(toWidth: width), at: .zero, style: Style(dim: true))
        }
    }
}
