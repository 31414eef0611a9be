import Model
import TerminalKit

/// Key `c`: the files behind the scene on top in its architecture (or, on the home menu, the shell's), by layer,
/// each with its code lines — and, on enter, the file's own text with line numbers: what a learner opens side by
/// side with the running screen.
///
/// Full screen. In the list ↑/↓ pick a file and enter opens it; in a file ↑/↓, page up/down, space, home and end
/// scroll, and ←/→ scroll sideways when a line is wider than the screen (the key line then says so); esc goes back
/// to the list, and from the list closes the overlay, as `c` does anywhere. The text is read from the package this
/// `mvx` was built from (``CodeSources``), off the main actor (``SourceFileLoader``).
@MainActor
final class CodeOverlayController: ViewController {
    /// The overlay's heading for `sceneTitle` in `variant`.
    static func heading(sceneTitle: String, variant: ArchitectureVariant) -> String {
        "The code behind \(sceneTitle) · \(variant.displayName)"
    }

    /// The overlay's heading on the home menu.
    static let shellHeading = "The code behind Home · the shell"

    /// The bottom line while the list shows.
    static let listKeys = "↑↓ pick · enter open · esc/c close"
    /// The bottom line while a file shows.
    static let fileKeys = "↑↓ pgup pgdn space home end · esc back"
    /// The bottom line while a file with a line wider than the screen shows (space, the same as pgdn, makes room
    /// for ←→ at 40 columns).
    static let wideFileKeys = "↑↓←→ pgup pgdn home end · esc back"
    /// What shows while a file is read.
    static let loadingText = "Loading…"

    private let heading: String
    private let sources: CodeSources
    private let rows: [CodeListRow]
    private let columns: CodeListCell.Columns

    private let root = StackView(axis: .vertical)
    private let titleLabel = Label(style: Style(bold: true))
    private let positionLabel = Label(style: Style(dim: true))
    private let keysLabel = Label(style: Style(dim: true))
    private let list = CodeListTableView()
    private lazy var listSource = ListDataSource<CodeListRow, CodeListCell>(
        cellIdentifier: "code", items: rows,
        configure: { [columns] cell, row, _ in cell.show(row, in: columns) },
        select: { [weak self] row, _ in
            if let file = row.file { self?.open(file) }
        })
    private let filePane = StackView(axis: .vertical)
    private let messageLabel = Label()
    private let textView = TextView()
    /// The view under the title: the list or the file pane.
    private var content: View?
    /// The file shown, while one is.
    private var shownFile: SceneCode.File?
    private var loading: Task<Void, Never>?

    /// The overlay for `code`, the code of `sceneTitle` in `variant`, reading files from `sources`.
    convenience init(code: SceneCode, sceneTitle: String, variant: ArchitectureVariant, sources: CodeSources) {
        self.init(code: code, heading: Self.heading(sceneTitle: sceneTitle, variant: variant), sources: sources)
    }

    /// The overlay for `code` under `heading`, reading files from `sources`.
    init(code: SceneCode, heading: String, sources: CodeSources) {
        self.heading = heading
        self.sources = sources
        rows = CodeListRow.rows(for: code)
        columns = CodeListCell.Columns(of: rows.compactMap(\.file))
        super.init()
        title = heading
    }

    override func loadView() {
        root.backgroundColor = .default
        titleLabel.truncatesHead = true
        let bar = StackView(axis: .horizontal, spacing: 2)
        bar.insets = EdgeInsets(left: 1, right: 1)
        bar.addArrangedSubview(titleLabel, length: .flexible())
        bar.addArrangedSubview(positionLabel, length: .fit)
        root.addArrangedSubview(bar, length: .fixed(1))
        let footer = StackView(axis: .horizontal)
        footer.insets = EdgeInsets(left: 1, right: 1)
        footer.addArrangedSubview(keysLabel, length: .flexible())
        root.addArrangedSubview(footer, length: .fixed(1))

        list.isSelectable = { [rows] row in rows.indices.contains(row) && rows[row].file != nil }
        listSource.attach(to: list)
        messageLabel.numberOfLines = 0
        textView.showsLineNumbers = true
        textView.visibleLinesDidChange = { [weak self] in self?.updateBars() }
        filePane.insets = EdgeInsets(left: 1, right: 1)
        view = root
        showList()
        list.selectFirstSelectableRow()
    }

    override var preferredFocusedView: View? { shownFile == nil ? list : textView }

    /// `c` closes the overlay; esc goes back from a file to the list, and from the list closes; every other key
    /// stops here, as in an alert (the screen under it is not asked).
    override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .character("c"): dismiss()
        case .escape:
            if shownFile != nil { showList() } else { dismiss() }
        case .control("c"): return false
        default: break
        }
        return true
    }

    // MARK: The list

    private func showList() {
        loading?.cancel()
        loading = nil
        shownFile = nil
        titleLabel.text = heading
        positionLabel.text = ""
        keysLabel.text = Self.listKeys
        setContent(list)
    }

    // MARK: A file

    /// Shows `file`: `Loading…` at once, then its text (or why it cannot be shown) once read.
    private func open(_ file: SceneCode.File) {
        shownFile = file
        titleLabel.text = file.path
        positionLabel.text = ""
        keysLabel.text = Self.fileKeys
        showMessage(Self.loadingText)
        let sources = self.sources
        loading?.cancel()
        loading = startTrackedTask { [weak self] in
            let result = await SourceFileLoader.load(file, from: sources)
            guard !Task.isCancelled, let self, self.shownFile == file else { return }
            self.show(result)
        }
    }

    private func show(_ result: Result<SourceFile, SourceFileError>) {
        switch result {
        case .success(let source):
            textView.lines = source.lines
            rebuildFilePane(message: source.changeNote, text: true)
            view.layoutIfNeeded()
            updateBars()
        case .failure(let error):
            showMessage(error.description)
        }
    }

    private func showMessage(_ message: String) {
        rebuildFilePane(message: message, text: false)
    }

    /// The file pane: `message` (wrapped, all of it) above the text, or alone.
    private func rebuildFilePane(message: String?, text: Bool) {
        for view in filePane.arrangedSubviews { filePane.removeArrangedSubview(view) }
        if let message {
            messageLabel.text = message
            messageLabel.style = text ? Style(foreground: .yellow) : .plain
            filePane.addArrangedSubview(messageLabel, length: text ? .fit : .flexible())
        }
        if text {
            filePane.addArrangedSubview(textView, length: .flexible())
        }
        setContent(filePane)
    }

    /// The position, `first–last of count` of the lines on screen, and the keys, with ←→ when the text scrolls
    /// sideways at this width.
    private func updateBars() {
        guard shownFile != nil, !textView.lines.isEmpty else { return }
        keysLabel.text = textView.scrollsHorizontally ? Self.wideFileKeys : Self.fileKeys
        let visible = textView.visibleLines
        positionLabel.text =
            "\(visible.lowerBound + 1)–\(max(visible.lowerBound + 1, visible.upperBound))"
            + " of \(textView.lines.count)"
    }

    private func setContent(_ new: View) {
        if content === new { return }
        if let content { root.removeArrangedSubview(content) }
        root.insertArrangedSubview(new, at: 1, length: .flexible())
        content = new
    }
}
