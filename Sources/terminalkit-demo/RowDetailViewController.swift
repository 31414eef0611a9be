import TerminalKit

/// The screen a row opens: its title, number and width. Esc goes back, `q` quits.
final class RowDetailViewController: ViewController {
    private let row: DemoRow

    init(row: DemoRow) {
        self.row = row
        super.init()
        title = "Row \(row.number + 1)"
        keyCommands = [KeyCommand(.character("q"), title: "quit") { [weak self] in self?.quitTapped() }]
    }

    override func loadView() {
        let stack = StackView(axis: .vertical, spacing: 1)
        stack.insets = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
        stack.addArrangedSubview(Label(text: row.title, style: Style(bold: true)))
        stack.addArrangedSubview(Label(text: "row \(row.number + 1) · \(row.titleWidth) columns wide"))
        let note = Label(
            text: "Only the rows on screen own cells: scrolling 100,000 rows reuses the same few. "
                + "Wide characters (中文, 日本語, 🙂) take two columns and are never split at an edge.",
            style: Style(dim: true))
        note.numberOfLines = 0
        stack.addArrangedSubview(note, length: .flexible())
        view = stack
    }

    private func quitTapped() {
        view.window?.application?.quit()
    }
}
