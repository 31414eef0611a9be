import TerminalKit

/// A Drafts or Trash row, two lines high: the title, then `edited …` and one button (`delete` in Drafts, `restore`
/// in Trash). Dumb on purpose: a setter and a tap callback, which whoever configures the row sets anew each time.
@MainActor
open class DraftCell: TableViewCell, ListModuleCell {
    /// The lines a row takes.
    public static let height = 2

    /// Called when the user taps the row's button.
    public var onButtonTapped: (@MainActor () -> Void)?
    private let titleLabel = Label(style: Style(bold: true))
    private let editedLabel = Label(style: Style(foreground: .cyan))
    private let button = Button(title: "delete")

    /// Creates an empty row; tables call this through `register(_:forCellReuseIdentifier:)`.
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        let details = StackView(axis: .horizontal, spacing: 2)
        details.addArrangedSubview(editedLabel, length: .flexible())
        details.addArrangedSubview(button)
        let lines = StackView(axis: .vertical)
        lines.insets = EdgeInsets(left: 1, right: 1)
        lines.addArrangedSubview(titleLabel, length: .fixed(1))
        lines.addArrangedSubview(details, length: .fixed(1))
        lines.fillsSuperview = true
        contentView.addSubview(lines)
        button.onTap = { [weak self] in self?.onButtonTapped?() }
    }

    /// Sets the row: the title, `edited …`, and the button's title.
    public func show(title: String, edited: String, buttonTitle: String) {
        titleLabel.text = title
        editedLabel.text = edited
        button.title = buttonTitle
    }

    /// Clears the row and its callback, so a recycled cell never shows, or acts for, the row it showed before.
    open override func prepareForReuse() {
        super.prepareForReuse()
        show(title: "", edited: "", buttonTitle: "")
        onButtonTapped = nil
    }
}
