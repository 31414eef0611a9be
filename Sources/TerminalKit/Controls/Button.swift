/// A titled button drawn as `[ title ]`; enter or space (or a headless `tap title`) activates it — the toolkit's
/// `UIButton`.
///
/// Focus shows as inverse video; a disabled button is dim. Keep `self` weak in the closures you give it.
@MainActor
open class Button: Control {
    /// The title, shown verbatim between the brackets.
    public var title: String {
        didSet {
            guard title != oldValue else { return }
            setNeedsDisplay()
            superview?.setNeedsLayout()
        }
    }
    /// The style of the title when not focused.
    public var style: Style {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }
    /// Where `[ title ]` sits when the button is wider than it (default: left, as terminal UIs read).
    public var contentAlignment = TextAlignment.left {
        didSet { if contentAlignment != oldValue { setNeedsDisplay() } }
    }
    /// Called on each tap, before the handlers added with ``addAction(_:)``.
    public var onTap: (@MainActor () -> Void)?
    private var actions: [@MainActor () -> Void] = []

    /// Creates a button titled `title`, sized to fit it.
    public init(title: String, style: Style = .plain, onTap: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.style = style
        self.onTap = onTap
        super.init(frame: Rect(x: 0, y: 0, width: title.displayWidth + 4, height: 1))
    }

    /// Adds a handler called on every tap.
    public func addAction(_ handler: @escaping @MainActor () -> Void) {
        actions.append(handler)
    }

    /// Removes every handler added with ``addAction(_:)`` (``onTap`` stays).
    public func removeAllActions() {
        actions.removeAll()
    }

    /// Activates the button as a tap would; does nothing while disabled.
    public func sendActions() {
        guard isEnabled else { return }
        onTap?()
        for action in actions {
            action()
        }
    }

    /// Enter and space tap the button.
    open override func handleKey(_ key: Key) -> Bool {
        guard key == .enter || key == .space, isEnabled else { return false }
        sendActions()
        return true
    }

    /// The whole button, by its title.
    open override var tapTargets: [TapTarget] {
        [TapTarget(title: title, rect: bounds, isEnabled: isEnabled) { [weak self] in self?.sendActions() }]
    }

    /// `[ title ]`, one column for each bracket and space.
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: title.displayWidth + 4, height: 1)
    }

    /// Draws `[ title ]` centred vertically: inverse when focused, dim when disabled.
    open override func draw(in context: DrawContext) {
        super.draw(in: context)
        var look = style
        if isFocused {
            look.inverse.toggle()
            look.bold = true
        }
        if !isEnabled { look.dim = true }
        let width = context.size.width
        let label =
            width >= title.displayWidth + 4 ? "[ \(title) ]" : "[\(title.truncated(toWidth: max(0, width - 2)))]"
        let x = contentAlignment.offset(lineWidth: label.displayWidth, in: width)
        context.draw(label, at: Point(x: x, y: (context.size.height - 1) / 2), style: look)
    }
}
