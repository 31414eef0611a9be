import TerminalKit

/// The Print screen (seed 003): a label showing the paper's content and a `print` button.
///
/// Dumb on purpose: one setter and one delegate call. It never sees a `Paper`; whoever owns it decides what to show.
@MainActor
open class PaperView: StackView {
    /// Hears the `print` button; weak, because the controller owns the view.
    public weak var delegate: (any PaperViewDelegate)?
    private let contentLabel = Label(style: Style(bold: true))
    private let printButton = Button(title: "print")

    /// Creates the screen with an empty label.
    public init() {
        super.init(axis: .vertical, spacing: 1)
        insets = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        alignment = .leading
        addArrangedSubview(contentLabel)
        addArrangedSubview(printButton)
        printButton.onTap = { [weak self] in
            guard let self else { return }
            self.delegate?.paperViewPrintButtonTapped(self)
        }
    }

    /// What the label shows.
    public var content: String { contentLabel.text }

    /// Shows `content` in the label.
    public func show(content: String) {
        contentLabel.text = content
    }
}
