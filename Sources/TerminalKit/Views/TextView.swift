/// Read-only lines of text that scroll — the toolkit's non-editable `UITextView`, for text longer than the screen
/// such as a source file.
///
/// Lines never wrap: a line wider than the view is cut at its width and ends in `…`, and ←/→ scroll the text sideways
/// to read the rest (a line cut on the left then starts with `…`; a wide character is never split). Tabs are expanded
/// to the next multiple of ``tabWidth`` columns. With ``showsLineNumbers`` each line starts with its number, dim and
/// right-aligned, in a gutter that stays put when the text scrolls sideways. Only the visible lines are drawn, so a
/// file of 100,000 lines costs as much as a screenful to draw; the widest line is measured once per text, when
/// first asked for (``widestLineWidth``).
///
/// ↑/↓ scroll a line, page up/page down (and space) a page, home/end to the start and the end; ←/→ scroll
/// ``horizontalScrollStep`` columns, from column 0 to where the widest line's end shows.
///
/// ```swift
/// let text = TextView()
/// text.showsLineNumbers = true
/// text.lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
/// text.visibleLinesDidChange = { [weak self] in self?.updatePosition() }
/// ```
@MainActor
open class TextView: View {
    /// The lines shown, top first, without their line breaks. Setting them scrolls back to the top.
    public var lines: [String] = [] {
        didSet {
            topLine = 0
            leftColumn = 0
            measuredWidestLine = nil
            setNeedsDisplay()
        }
    }
    /// Whether each line starts with its number (from 1), dim, in a gutter as wide as the largest number.
    public var showsLineNumbers = false {
        didSet { if showsLineNumbers != oldValue { textWidthDidChange() } }
    }
    /// The columns between tab stops.
    public var tabWidth = 4 {
        didSet {
            tabWidth = max(1, tabWidth)
            guard tabWidth != oldValue else { return }
            measuredWidestLine = nil
            textWidthDidChange()
        }
    }
    /// How the text is drawn (the line numbers draw dim in it).
    public var style: Style = .plain {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }
    /// The columns ← and → scroll the text sideways.
    public var horizontalScrollStep = 8 {
        didSet { horizontalScrollStep = max(1, horizontalScrollStep) }
    }
    /// Called after what shows of the lines changed: the text scrolled (by a key, ``scroll(toLine:)`` or
    /// ``scroll(toColumn:)``), or the view was resized.
    public var visibleLinesDidChange: (@MainActor () -> Void)?

    /// The index of the first line shown.
    public private(set) var topLine = 0
    /// The first column of the text shown (tabs expanded): 0 until the text scrolls sideways.
    public private(set) var leftColumn = 0
    /// ``widestLineWidth`` once measured, until the lines or the tab width change.
    private var measuredWidestLine: Int?

    /// Creates an empty text view; give it a frame or let a stack view size it.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// The indices of the lines on screen now.
    public var visibleLines: Range<Int> {
        topLine..<min(lines.count, topLine + max(0, frame.size.height))
    }

    /// The largest ``topLine``: the last page shows the last line at the bottom.
    public var lastTopLine: Int { max(0, lines.count - max(1, frame.size.height)) }

    /// The columns the text has beside the line numbers: the view's width less the gutter.
    public var textWidth: Int { max(0, frame.size.width - textStart) }

    /// The columns of the text on screen now (tabs expanded), ``leftColumn`` first.
    public var visibleColumns: Range<Int> { leftColumn..<leftColumn + textWidth }

    /// The columns of the widest line, tabs expanded. Measured over every line the first time it is asked for after
    /// the lines changed, then remembered.
    public var widestLineWidth: Int {
        if let measuredWidestLine { return measuredWidestLine }
        let widest = lines.reduce(0) { max($0, Self.expandingTabs(in: $1, tabWidth: tabWidth).displayWidth) }
        measuredWidestLine = widest
        return widest
    }

    /// The largest ``leftColumn``: the widest line's end shows at the right edge.
    public var lastLeftColumn: Int { max(0, widestLineWidth - textWidth) }

    /// Whether some line is wider than the view, so that ←/→ scroll the text sideways.
    public var scrollsHorizontally: Bool { lastLeftColumn > 0 }

    /// Scrolls sideways so that `column` is the first shown (from 0 to ``lastLeftColumn``); calls
    /// ``visibleLinesDidChange`` if it moved.
    public func scroll(toColumn column: Int) {
        let target = max(0, min(column, lastLeftColumn))
        guard target != leftColumn else { return }
        leftColumn = target
        setNeedsDisplay()
        visibleLinesDidChange?()
    }

    /// Scrolls so that `line` is the first shown (as far as the text goes); calls ``visibleLinesDidChange`` if it
    /// moved.
    public func scroll(toLine line: Int) {
        let target = min(max(0, line), lastTopLine)
        guard target != topLine else { return }
        topLine = target
        setNeedsDisplay()
        visibleLinesDidChange?()
    }

    /// ↑/↓ a line, page up/page down and space a page (keeping one line of the last for context), home/end the
    /// start and the end, ←/→ ``horizontalScrollStep`` columns sideways. Answers `true` for ↑/↓, page up/down,
    /// space, home and end even at an end, so that they never reach what is behind; ←/→ likewise while
    /// ``scrollsHorizontally``, and pass by otherwise.
    open override func handleKey(_ key: Key) -> Bool {
        let page = max(1, frame.size.height - 1)
        switch key {
        case .up: scroll(toLine: topLine - 1)
        case .down: scroll(toLine: topLine + 1)
        case .pageUp: scroll(toLine: topLine - page)
        case .pageDown, .space: scroll(toLine: topLine + page)
        case .home: scroll(toLine: 0)
        case .end: scroll(toLine: lastTopLine)
        case .left where scrollsHorizontally: scroll(toColumn: leftColumn - horizontalScrollStep)
        case .right where scrollsHorizontally: scroll(toColumn: leftColumn + horizontalScrollStep)
        default: return false
        }
        return true
    }

    /// Text views take focus, to scroll.
    open override var canBecomeFocused: Bool { true }

    /// The frame changing size shows more or fewer lines or columns, and may leave the top line past the last page
    /// or the left column past the widest line's end: pull them back.
    open override func frameDidChange(from oldFrame: Rect) {
        super.frameDidChange(from: oldFrame)
        guard frame.size != oldFrame.size else { return }
        if topLine > lastTopLine { topLine = lastTopLine }
        textWidthDidChange()
    }

    /// The columns of the widest line number, when ``showsLineNumbers``.
    private var numberWidth: Int { String(lines.count).count }

    /// The columns before the text: the line numbers and two spaces, or none.
    private var textStart: Int { showsLineNumbers ? numberWidth + 2 : 0 }

    /// The text got more or fewer columns (or its lines other widths): keeps ``leftColumn`` within the widest line,
    /// redraws and tells ``visibleLinesDidChange``.
    private func textWidthDidChange() {
        if leftColumn > 0 { leftColumn = min(leftColumn, lastLeftColumn) }
        setNeedsDisplay()
        visibleLinesDidChange?()
    }

    /// Draws the visible lines, each showing ``visibleColumns`` with `…` where cut, after its number when
    /// ``showsLineNumbers``.
    open override func draw(in context: DrawContext) {
        super.draw(in: context)
        let width = context.size.width
        let numberWidth = self.numberWidth
        let textStart = self.textStart
        var numberStyle = style
        numberStyle.dim = true
        for (row, index) in visibleLines.enumerated() {
            if showsLineNumbers {
                let number = String(index + 1)
                let padded = String(repeating: " ", count: numberWidth - number.count) + number
                context.draw(padded.truncated(toWidth: width), at: Point(x: 0, y: row), style: numberStyle)
            }
            let room = width - textStart
            guard room > 0 else { continue }
            let text = Self.expandingTabs(in: lines[index], tabWidth: tabWidth)
            context.draw(
                text.clipped(fromColumn: leftColumn, toWidth: room), at: Point(x: textStart, y: row), style: style)
        }
    }

    /// `line` with each tab replaced by the spaces up to the next multiple of `tabWidth` columns, and other control
    /// characters (a stray carriage return) dropped, so that what is drawn is what is measured.
    public static func expandingTabs(in line: String, tabWidth: Int) -> String {
        guard line.contains(where: { $0 == "\t" || $0.isControl }) else { return line }
        var result = ""
        var column = 0
        for character in line {
            if character == "\t" {
                let spaces = tabWidth - column % max(1, tabWidth)
                result += String(repeating: " ", count: spaces)
                column += spaces
            } else if !character.isControl {
                result.append(character)
                column += DisplayWidth.of(character)
            }
        }
        return result
    }
}

extension Character {
    /// Whether this is a C0 or C1 control character or DEL (tab and line breaks included).
    fileprivate var isControl: Bool {
        unicodeScalars.count == 1 && unicodeScalars.first.map { $0.properties.generalCategory == .control } == true
    }
}
