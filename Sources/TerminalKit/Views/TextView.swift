/// Read-only lines of text that scroll — the toolkit's non-editable `UITextView`, for text longer than the screen
/// such as a source file.
///
/// Lines never wrap: a line wider than the view is cut at its width and ends in `…`. Tabs are expanded to the next
/// multiple of ``tabWidth`` columns. With ``showsLineNumbers`` each line starts with its number, dim and right-aligned.
/// Only the visible lines are measured and drawn, so a file of 100,000 lines costs as much as a screenful.
///
/// ↑/↓ scroll a line, page up/page down (and space) a page, home/end to the start and the end.
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
            setNeedsDisplay()
        }
    }
    /// Whether each line starts with its number (from 1), dim, in a gutter as wide as the largest number.
    public var showsLineNumbers = false {
        didSet { if showsLineNumbers != oldValue { setNeedsDisplay() } }
    }
    /// The columns between tab stops.
    public var tabWidth = 4 {
        didSet {
            tabWidth = max(1, tabWidth)
            if tabWidth != oldValue { setNeedsDisplay() }
        }
    }
    /// How the text is drawn (the line numbers draw dim in it).
    public var style: Style = .plain {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }
    /// Called after the lines on screen changed: the text scrolled (by a key or ``scroll(toLine:)``), or the view
    /// was resized.
    public var visibleLinesDidChange: (@MainActor () -> Void)?

    /// The index of the first line shown.
    public private(set) var topLine = 0

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
    /// start and the end. Answers `true` for those keys even at an end, so that they never reach what is behind.
    open override func handleKey(_ key: Key) -> Bool {
        let page = max(1, frame.size.height - 1)
        switch key {
        case .up: scroll(toLine: topLine - 1)
        case .down: scroll(toLine: topLine + 1)
        case .pageUp: scroll(toLine: topLine - page)
        case .pageDown, .space: scroll(toLine: topLine + page)
        case .home: scroll(toLine: 0)
        case .end: scroll(toLine: lastTopLine)
        default: return false
        }
        return true
    }

    /// Text views take focus, to scroll.
    open override var canBecomeFocused: Bool { true }

    /// The frame changing height shows more or fewer lines, and may leave the top line past the last page: pull it
    /// back.
    open override func frameDidChange(from oldFrame: Rect) {
        super.frameDidChange(from: oldFrame)
        guard frame.size.height != oldFrame.size.height else { return }
        if topLine > lastTopLine { topLine = lastTopLine }
        visibleLinesDidChange?()
    }

    /// Draws the visible lines, each cut at the width, after its number when ``showsLineNumbers``.
    open override func draw(in context: DrawContext) {
        super.draw(in: context)
        let width = context.size.width
        let gutter = showsLineNumbers ? String(lines.count).count : 0
        let textStart = showsLineNumbers ? gutter + 2 : 0
        var numberStyle = style
        numberStyle.dim = true
        for (row, index) in visibleLines.enumerated() {
            if showsLineNumbers {
                let number = String(index + 1)
                let padded = String(repeating: " ", count: gutter - number.count) + number
                context.draw(padded.truncated(toWidth: width), at: Point(x: 0, y: row), style: numberStyle)
            }
            let room = width - textStart
            guard room > 0 else { continue }
            let text = Self.expandingTabs(in: lines[index], tabWidth: tabWidth)
            context.draw(text.truncated(toWidth: room), at: Point(x: textStart, y: row), style: style)
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
