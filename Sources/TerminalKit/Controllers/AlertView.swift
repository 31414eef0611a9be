/// The box an ``AlertController`` shows: border, bold title, wrapped message, a row of buttons.
@MainActor
final class AlertView: View {
    let title: String?
    let message: String?
    var buttons: [Button] = [] {
        didSet {
            for button in oldValue { button.removeFromSuperview() }
            for button in buttons { addSubview(button) }
            setNeedsLayout()
        }
    }

    init(title: String?, message: String?) {
        self.title = title
        self.message = message
        super.init(frame: .zero)
    }

    /// Buttons centred on the second line from the bottom.
    override func layoutSubviews() {
        let widths = buttons.map { $0.title.displayWidth + 4 }
        let total = widths.reduce(0, +) + 2 * max(0, buttons.count - 1)
        var x = max(1, (bounds.width - total) / 2)
        for (button, width) in zip(buttons, widths) {
            button.frame = Rect(x: x, y: bounds.height - 2, width: width, height: 1)
            x += width + 2
        }
    }

    override func draw(in context: DrawContext) {
        let size = context.size
        guard size.width >= 2, size.height >= 2 else { return }
        context.fill(context.bounds, with: .blank)
        let line = String(repeating: "─", count: size.width - 2)
        context.draw("┌" + line + "┐", at: .zero)
        for row in 1..<(size.height - 1) {
            context.draw("│", at: Point(x: 0, y: row))
            context.draw("│", at: Point(x: size.width - 1, y: row))
        }
        context.draw("└" + line + "┘", at: Point(x: 0, y: size.height - 1))
        var row = 1
        if let title {
            let text = title.truncated(toWidth: size.width - 4)
            let x = TextAlignment.center.offset(lineWidth: text.displayWidth, in: size.width)
            context.draw(text, at: Point(x: x, y: row), style: Style(bold: true))
            row += 1
        }
        if let message {
            for text in TextLayout.lines(for: message, width: size.width - 4) where row < size.height - 3 {
                context.draw(text, at: Point(x: 2, y: row))
                row += 1
            }
        }
    }
}
