/// A line of text.
@MainActor
public final class Label: View {
    /// The text shown.
    public var text: String {
        didSet { if text != oldValue { setNeedsRender() } }
    }
    private let tag: String

    /// Creates a label showing `text` in a `tag` element (a `span` by default) of class `className`.
    public init(text: String = "", tag: String = "span", className: String? = nil) {
        self.text = text
        self.tag = tag
        super.init()
        self.className = className
    }

    public override func render() -> Element {
        Element.text(text, tag: tag, className: className)
    }
}
