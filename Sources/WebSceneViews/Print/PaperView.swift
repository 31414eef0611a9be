import BrowserKit

/// The Print screen (seed 003): a label showing the paper's content and a `print` button.
///
/// Dumb on purpose: one setter and one delegate call. It never sees a `Paper`; whoever owns it decides what to show.
@MainActor
open class PaperView: View {
    /// Hears the `print` button; weak, because the controller owns the view.
    public weak var delegate: (any PaperViewDelegate)?
    /// What the label shows.
    public private(set) var content = ""

    /// Creates the screen with an empty label.
    public override init() {
        super.init()
    }

    /// Shows `content` in the label.
    public func show(content: String) {
        guard content != self.content else { return }
        self.content = content
        setNeedsRender()
    }

    open override func render() -> Element {
        Element.box(
            className: "scene print",
            [
                Element.text(content, tag: "p", className: "paper"),
                Element.button("print") { [weak self] in
                    guard let self else { return }
                    self.delegate?.paperViewPrintButtonTapped(self)
                },
            ])
    }
}
