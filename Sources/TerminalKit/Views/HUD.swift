/// A centred box with a spinner and a message, shown over a screen while it waits (``ViewController/showHUD(_:)``).
@MainActor
public final class HUD: View {
    private let indicator: ActivityIndicator

    /// The message.
    public var text: String {
        get { indicator.text }
        set {
            indicator.text = newValue
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// Creates a HUD showing `text`; it fills its superview and draws its box in the middle.
    public init(text: String) {
        indicator = ActivityIndicator(text: text)
        super.init(frame: .zero)
        fillsSuperview = true
        addSubview(indicator)
        indicator.startAnimating()
    }

    /// The box: the message plus a border and padding, centred.
    var boxRect: Rect {
        let width = min(bounds.width, indicator.text.displayWidth + 6)
        let height = min(bounds.height, 3)
        return Rect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
    }

    /// Places the spinner inside the box.
    public override func layoutSubviews() {
        let box = boxRect
        indicator.frame = Rect(x: box.minX + 2, y: box.minY + 1, width: max(0, box.width - 4), height: 1)
    }

    /// Draws the box's border; the spinner draws itself.
    public override func draw(in context: DrawContext) {
        let box = boxRect
        guard box.width >= 2, box.height >= 3 else { return }
        let line = String(repeating: "─", count: box.width - 2)
        context.fill(box, with: .blank)
        context.draw("╭" + line + "╮", at: box.origin)
        context.draw("│", at: Point(x: box.minX, y: box.minY + 1))
        context.draw("│", at: Point(x: box.maxX - 1, y: box.minY + 1))
        context.draw("╰" + line + "╯", at: Point(x: box.minX, y: box.maxY - 1))
    }
}
