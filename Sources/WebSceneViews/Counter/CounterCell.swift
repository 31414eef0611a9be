import BrowserKit

/// A Counter row: the name, the number, and the buttons `-` and `+`. Dumb on purpose: one setter for two texts, two
/// delegate calls.
@MainActor
open class CounterCell: TableViewCell {
    /// The identifier Counter tables register their cell class under.
    public static let identifier = "counter"

    /// Hears the buttons; weak, because the table's owner is the delegate.
    public weak var delegate: (any CounterCellDelegate)?
    /// The name shown.
    public private(set) var name = ""
    /// The number shown.
    public private(set) var number = ""

    /// Creates an empty row; tables call this through `register(_:forCellReuseIdentifier:)`.
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    /// Shows a counter's name and number.
    public func show(name: String, number: String) {
        guard name != self.name || number != self.number else { return }
        self.name = name
        self.number = number
        setNeedsRender()
    }

    open override func render() -> Element {
        Element.box(
            className: "row counter",
            [
                Element.text(name, className: "name"),
                Element.text(number, className: "number"),
                Element.button("-") { [weak self] in
                    guard let self else { return }
                    self.delegate?.counterCellMinusButtonTapped(self)
                },
                Element.button("+") { [weak self] in
                    guard let self else { return }
                    self.delegate?.counterCellPlusButtonTapped(self)
                },
            ])
    }
}
