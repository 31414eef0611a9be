/// The bottom line of a ``NavigationController``: the top screen's key commands (`esc back  a next arch`).
@MainActor
public final class KeyHintBar: View {
    /// The hints, in order.
    public var hints: [String] = [] {
        didSet { if hints != oldValue { setNeedsDisplay() } }
    }

    /// One line.
    public override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: 1)
    }

    /// Draws the hints dim, separated by two spaces, truncated to the width.
    public override func draw(in context: DrawContext) {
        let text = hints.joined(separator: "  ").truncated(toWidth: max(0, context.size.width - 1))
        context.draw(text, at: Point(x: 1, y: 0), style: Style(dim: true))
    }
}
