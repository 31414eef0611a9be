import BrowserKit

/// A draft row: the title, `edited yyyy-MM-dd HH:mm`, and one button — `delete` in Drafts, `restore` in
/// Trash.
@MainActor
open class DraftCell: TableViewCell, ListModuleCell {
    /// The name of a list of drafts.
    public static let listLabel = "Drafts"

    /// Called when the user taps the button.
    public var onButtonTapped: (@MainActor () -> Void)?
    private var title = ""
    private var edited = ""
    private var buttonTitle = ""

    /// Creates an empty row; tables call this through `register(_:forCellReuseIdentifier:)`.
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    /// Shows a whole row.
    public func show(title: String, edited: String, buttonTitle: String) {
        self.title = title
        self.edited = edited
        self.buttonTitle = buttonTitle
        setNeedsRender()
    }

    open override func render() -> Element {
        Element.box(
            className: "row draft",
            [
                Element.text(title, className: "title"),
                Element.text(edited, className: "edited"),
                Element.button(buttonTitle, className: "draft-action") { [weak self] in self?.onButtonTapped?() }
                    .hidden(buttonTitle.isEmpty),
            ])
    }
}
