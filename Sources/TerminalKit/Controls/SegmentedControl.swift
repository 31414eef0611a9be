/// A row of titled segments, one selected — the toolkit's `UISegmentedControl` (`Blogs │ Drafts │ Trash`).
///
/// Left and right move the selection while focused; a headless `tap Drafts` selects that segment.
@MainActor
open class SegmentedControl: Control {
    /// The segment titles.
    public var items: [String] {
        didSet {
            guard items != oldValue else { return }
            if selectedSegmentIndex >= items.count { selectedSegmentIndex = items.isEmpty ? -1 : 0 }
            setNeedsDisplay()
            superview?.setNeedsLayout()
        }
    }
    /// The selected segment, or -1 for none. Setting it does not call ``onValueChanged``.
    public var selectedSegmentIndex: Int {
        didSet { if selectedSegmentIndex != oldValue { setNeedsDisplay() } }
    }
    /// Called with the new index when the user changes the selection.
    public var onValueChanged: (@MainActor (Int) -> Void)?

    /// Creates a control with `items`, the first selected.
    public init(items: [String], selectedSegmentIndex: Int = 0) {
        self.items = items
        self.selectedSegmentIndex = items.isEmpty ? -1 : min(max(0, selectedSegmentIndex), items.count - 1)
        super.init(frame: .zero)
        frame.size = sizeThatFits(.zero)
    }

    /// The title of the selected segment.
    public var selectedTitle: String? {
        items.indices.contains(selectedSegmentIndex) ? items[selectedSegmentIndex] : nil
    }

    /// Selects `index` as the user would: calls ``onValueChanged`` if the selection changed.
    public func selectSegment(_ index: Int) {
        guard isEnabled, items.indices.contains(index), index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        onValueChanged?(index)
    }

    /// The columns each segment occupies: ` title ` with `│` between segments.
    public var segmentRects: [Rect] {
        var x = 0
        return items.map { title in
            let width = title.displayWidth + 2
            defer { x += width + 1 }
            return Rect(x: x, y: 0, width: width, height: 1)
        }
    }

    /// Left and right move the selection (answering `false` at either end, so focus can move on).
    open override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .left where selectedSegmentIndex > 0:
            selectSegment(selectedSegmentIndex - 1)
            return true
        case .right where selectedSegmentIndex < items.count - 1:
            selectSegment(selectedSegmentIndex + 1)
            return true
        default:
            return false
        }
    }

    /// Each segment, by its title.
    open override var tapTargets: [TapTarget] {
        zip(items.indices, segmentRects).map { index, rect in
            TapTarget(title: items[index], rect: rect, isEnabled: isEnabled) { [weak self] in
                self?.selectSegment(index)
            }
        }
    }

    /// The width of all segments and separators, one row.
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: max(0, segmentRects.last?.maxX ?? 0), height: 1)
    }

    /// Draws the segments; the selected one inverse, underlined too while the control is focused.
    open override func draw(in context: DrawContext) {
        super.draw(in: context)
        for (index, rect) in segmentRects.enumerated() {
            var look = Style.plain
            if index == selectedSegmentIndex {
                look.inverse = true
                look.bold = isFocused
                look.underline = isFocused
            }
            if !isEnabled { look.dim = true }
            context.draw(" \(items[index]) ", at: rect.origin, style: look)
            if index < items.count - 1 {
                context.draw("│", at: Point(x: rect.maxX, y: 0), style: Style(dim: true))
            }
        }
    }
}
