/// A `<button>` with a title that calls ``onTap`` when clicked (or when enter or space is pressed on it).
@MainActor
public final class Button: View {
    /// The title shown.
    public var title: String {
        didSet { if title != oldValue { setNeedsRender() } }
    }
    /// Whether it can be pressed.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { setNeedsRender() } }
    }
    /// Called when the user presses it.
    public var onTap: (@MainActor () -> Void)?

    /// Creates a button titled `title`.
    public init(title: String, className: String? = nil) {
        self.title = title
        super.init()
        self.className = className
    }

    /// Presses the button as the user would.
    public func tap() {
        guard isEnabled, !isHidden else { return }
        onTap?()
    }

    public override func render() -> Element {
        Element.button(title, className: className, disabled: !isEnabled) { [weak self] in self?.tap() }
    }
}
