/// A line (or lines) of read-only text — the toolkit's `UILabel`.
///
/// Text that does not fit is truncated with `…`, measured in terminal columns, so CJK and emoji never split.
@MainActor
open class Label: View {
    // This and the other stored properties below are read on every redraw and set only from outside a draw: no
    // dynamic exclusivity check.
    /// The text; newlines break lines when ``numberOfLines`` allows.
    @exclusivity(unchecked) public var text: String {
        didSet { if text != oldValue { textDidChange() } }
    }
    // Read or written many times a frame, never across a call that could touch it again: no dynamic
    // exclusivity check.
    /// The last lines laid out, for the width and line limit they were laid out in: a redraw of unchanged text
    /// measures nothing. A line of simple non-ASCII scalars keeps its glyphs too (``GlyphRun``), so drawing it
    /// again decodes nothing.
    @exclusivity(unchecked)
    private var laidOut: (width: Int, limit: Int, lines: [String], widths: [Int], runs: [GlyphRun?])?
    /// How the text is drawn.
    @exclusivity(unchecked) public var style: Style {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }
    /// Where each line sits in the label's width.
    @exclusivity(unchecked) public var alignment: TextAlignment = .left {
        didSet { if alignment != oldValue { setNeedsDisplay() } }
    }
    /// The most lines shown: 1 (the default) truncates, 0 wraps into as many lines as the height allows.
    @exclusivity(unchecked) public var numberOfLines = 1 {
        didSet {
            if numberOfLines != oldValue {
                laidOut = nil
                setNeedsDisplay()
            }
        }
    }

    /// Whether a single line too wide for the label loses its start (`…/Counter/CounterModel.swift`) rather than
    /// its end — for text whose end matters most, such as a path. Only for ``numberOfLines`` 1.
    @exclusivity(unchecked) public var truncatesHead = false {
        didSet {
            if truncatesHead != oldValue {
                laidOut = nil
                setNeedsDisplay()
            }
        }
    }

    /// Creates a label; give it a frame or let a stack view size it (``sizeThatFits(_:)``).
    public init(text: String = "", style: Style = .plain, frame: Rect = .zero) {
        self.text = text
        self.style = style
        super.init(frame: frame)
    }

    private func textDidChange() {
        laidOut = nil
        setNeedsDisplay()
        superview?.setNeedsLayout()
    }

    /// The lines as shown in `width` columns and `height` rows.
    public func displayedLines(width: Int, height: Int) -> [String] {
        layout(width: width, height: height).lines
    }

    /// The lines, their widths in columns and the glyphs of those worth keeping, laid out again only when the
    /// text, the width or the limit changed.
    private func layout(width: Int, height: Int) -> (lines: [String], widths: [Int], runs: [GlyphRun?]) {
        let limit = numberOfLines == 0 ? height : min(numberOfLines, height)
        guard limit > 0 else { return ([], [], []) }
        if let laidOut, laidOut.width == width, laidOut.limit == limit {
            return (laidOut.lines, laidOut.widths, laidOut.runs)
        }
        if limit == 1, width > 0, let run = GlyphRun(text), run.width <= width {
            // One line that fits (no newline: a newline is not simple): the text as it is, measured once.
            laidOut = (width, limit, [text], [run.width], [run.isASCII ? nil : run])
            return ([text], [run.width], [run.isASCII ? nil : run])
        }
        let lines =
            limit == 1 && truncatesHead
            ? [text.truncatedAtStart(toWidth: width)] : TextLayout.lines(for: text, width: width, maxLines: limit)
        var widths: [Int] = []
        var runs: [GlyphRun?] = []
        widths.reserveCapacity(lines.count)
        runs.reserveCapacity(lines.count)
        for line in lines {
            if let run = GlyphRun(line) {
                widths.append(run.width)
                runs.append(run.isASCII ? nil : run)
            } else {
                widths.append(line.displayWidth)
                runs.append(nil)
            }
        }
        laidOut = (width, limit, lines, widths, runs)
        return (lines, widths, runs)
    }

    /// Draws the background, then each line aligned in the width.
    open override func draw(in context: DrawContext) {
        super.draw(in: context)
        let size = context.size
        let (lines, widths, runs) = layout(width: size.width, height: size.height)
        for (row, line) in lines.enumerated() {
            let x = alignment.offset(lineWidth: widths[row], in: size.width)
            context.draw(line, glyphs: runs[row], at: Point(x: x, y: row), style: style)
        }
    }

    /// The text's width (the widest line) and its number of lines, within `size`.
    open override func sizeThatFits(_ size: Size) -> Size {
        let width = max(1, size.width)
        let lines = TextLayout.lines(for: text, width: width, maxLines: numberOfLines == 0 ? 0 : numberOfLines)
        let widest = lines.map(\.displayWidth).max() ?? 0
        return Size(width: min(widest, width), height: min(max(1, lines.count), max(1, size.height)))
    }
}
