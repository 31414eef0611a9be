import TerminalKit

/// Key `c`: the files behind the scene on top in its architecture, by layer, each with its code lines — what a
/// learner opens side by side with the running screen. Full screen, scrolled with the arrows; esc or `c` closes it.
@MainActor
final class CodeOverlayController: ViewController {
    /// The overlay's heading for `sceneTitle` in `variant`.
    static func heading(sceneTitle: String, variant: ArchitectureVariant) -> String {
        "The code behind \(sceneTitle) · \(variant.displayName)"
    }

    private let heading: String
    private let lines: [String]
    private let tableView = TableView()
    private lazy var dataSource = ListDataSource<String, TableViewCell>(
        cellIdentifier: "line", items: lines, configure: { cell, line, _ in cell.textLabel.text = " " + line })

    /// The overlay for `code`, the code of `sceneTitle` in `variant`.
    init(code: SceneCode, sceneTitle: String, variant: ArchitectureVariant) {
        heading = Self.heading(sceneTitle: sceneTitle, variant: variant)
        lines = Self.lines(for: code)
        super.init()
        title = heading
    }

    /// One line per layer (`logic · 60 lines`), then its files (`  Sources/MVVM/Counter/CounterViewModel.swift  40`),
    /// then the total and where the counts come from.
    static func lines(for code: SceneCode) -> [String] {
        let width = code.layers.flatMap { code.files[$0] ?? [] }.map(\.path.displayWidth).max() ?? 0
        var lines: [String] = []
        for layer in code.layers {
            lines.append("\(layer.rawValue) · \(code.codeLines(of: layer)) lines")
            for file in code.files[layer] ?? [] {
                let count = String(file.codeLines)
                let gap = String(repeating: " ", count: width - file.path.displayWidth + max(2, 6 - count.count))
                lines.append("  \(file.path)\(gap)\(count)")
            }
        }
        lines.append("")
        lines.append("\(code.codeLines) code lines in all, counted as `mvx report` counts them (no blank, comment or")
        lines.append("doc lines), from the sources this mvx was built from")
        return lines
    }

    override func loadView() {
        let stack = StackView(axis: .vertical)
        stack.backgroundColor = .default
        let headingLabel = Label(text: heading, style: Style(bold: true))
        let bar = StackView(axis: .horizontal)
        bar.insets = EdgeInsets(left: 1, right: 1)
        bar.addArrangedSubview(headingLabel, length: .flexible())
        bar.addArrangedSubview(Label(text: "↑/↓ scroll · esc close", style: Style(dim: true)))
        stack.addArrangedSubview(bar, length: .fixed(1))
        stack.addArrangedSubview(tableView, length: .flexible())
        dataSource.attach(to: tableView)
        view = stack
    }

    override var preferredFocusedView: View? { tableView }

    /// Esc or `c` closes the overlay; every other key stops here, as in an alert (the screen under it is not asked).
    override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .escape, .character("c"): dismiss()
        case .control("c"): return false
        default: break
        }
        return true
    }
}
