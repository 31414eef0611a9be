/// The top line of a ``NavigationController``: the title, and `‹ esc` when there is a screen to go back to.
@MainActor
public final class NavigationBar: View {
    /// The title shown (the app shows `MVX · MVP · Counter`).
    public var title = "" {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }
    /// Whether the back hint shows.
    public var showsBackHint = false {
        didSet { if showsBackHint != oldValue { setNeedsDisplay() } }
    }

    /// One line.
    public override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: 1)
    }

    /// Draws the bar inverse across the width: the title on the left, the back hint on the right.
    public override func draw(in context: DrawContext) {
        let bar = Style(inverse: true)
        context.fill(context.bounds, style: bar)
        let back = showsBackHint ? "‹ esc " : ""
        let room = max(0, context.size.width - back.displayWidth - 2)
        var titleStyle = bar
        titleStyle.bold = true
        context.draw(title.truncated(toWidth: room), at: Point(x: 1, y: 0), style: titleStyle)
        if !back.isEmpty {
            context.draw(back, at: Point(x: context.size.width - back.displayWidth, y: 0), style: bar)
        }
    }
}
