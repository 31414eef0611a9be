import TerminalKit

/// A Counter row: the name, the number, and the buttons `-` and `+`.
///
/// Dumb on purpose: one setter for two texts, two delegate calls. The table's left/right/tab keys move the focus
/// to the buttons of the selected row; enter taps the focused one.
@MainActor
open class CounterCell: TableViewCell {
    /// The identifier Counter tables register their cell class under.
    public static let identifier = "counter"

    /// Hears the buttons; weak, because the table's owner is the delegate.
    public weak var delegate: (any CounterCellDelegate)?
    private let nameLabel = Label()
    private let numberLabel = Label(style: Style(bold: true))
    private let minusButton = Button(title: "-")
    private let plusButton = Button(title: "+")

    /// Creates an empty row; tables call this through `register(_:forCellReuseIdentifier:)`.
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        numberLabel.alignment = .right
        let row = StackView(axis: .horizontal, spacing: 1)
        row.insets = EdgeInsets(left: 1, right: 1)
        row.addArrangedSubview(nameLabel, length: .flexible())
        row.addArrangedSubview(numberLabel, length: .fixed(4))
        row.addArrangedSubview(minusButton)
        row.addArrangedSubview(plusButton)
        row.fillsSuperview = true
        contentView.addSubview(row)
        minusButton.onTap = { [weak self] in
            guard let self else { return }
            self.delegate?.counterCellMinusButtonTapped(self)
        }
        plusButton.onTap = { [weak self] in
            guard let self else { return }
            self.delegate?.counterCellPlusButtonTapped(self)
        }
    }

    /// The name shown.
    public var name: String { nameLabel.text }
    /// The number shown.
    public var number: String { numberLabel.text }

    /// Shows a counter's name and number.
    public func show(name: String, number: String) {
        nameLabel.text = name
        numberLabel.text = number
    }

    /// Clears the row, so a recycled cell never shows the row it showed before.
    open override func prepareForReuse() {
        super.prepareForReuse()
        show(name: "", number: "")
    }
}
