/// Lays out its arranged subviews in a column or a row — the toolkit's `UIStackView`, without constraints.
///
/// Each arranged view has a ``Length``: a fixed number of cells, what ``View/sizeThatFits(_:)`` asks for, or a
/// share of the room left (flexible). Across the axis every view takes the full width (or height). Hidden views
/// take no room.
@MainActor
open class StackView: View {
    /// The direction views are stacked in.
    public enum Axis: Sendable {
        /// Top to bottom.
        case vertical
        /// Left to right.
        case horizontal
    }

    /// How much room an arranged view takes along the axis.
    public enum Length: Hashable, Sendable {
        /// Exactly this many cells.
        case fixed(Int)
        /// What the view's `sizeThatFits` asks for.
        case fit
        /// A share of the room left after fixed and fitted views, in proportion to `weight`.
        case flexible(weight: Int = 1)
    }

    /// Where views sit across the axis.
    public enum Alignment: Sendable {
        /// Every view takes the full width (vertical stack) or height (horizontal stack).
        case fill
        /// Views take their fitted size, at the left (or top).
        case leading
        /// Views take their fitted size, centred.
        case center
        /// Views take their fitted size, at the right (or bottom).
        case trailing
    }

    /// Where views sit across the axis (default `.fill`).
    public var alignment = Alignment.fill {
        didSet { setNeedsLayout() }
    }

    /// The direction.
    public var axis: Axis {
        didSet { setNeedsLayout() }
    }
    /// Cells between neighbouring views.
    public var spacing: Int {
        didSet { setNeedsLayout() }
    }
    /// Space around the content.
    public var insets: EdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }
    /// The arranged views, in order.
    public private(set) var arrangedSubviews: [View] = []
    private var lengths: [ObjectIdentifier: Length] = [:]
    private var shownWidths: [ObjectIdentifier: Range<Int>] = [:]

    /// Creates a stack of `views` (each `.fit`).
    public init(axis: Axis = .vertical, spacing: Int = 0, arrangedSubviews views: [View] = []) {
        self.axis = axis
        self.spacing = spacing
        super.init(frame: .zero)
        for view in views {
            addArrangedSubview(view)
        }
    }

    /// Appends `view` with `length` along the axis.
    public func addArrangedSubview(_ view: View, length: Length = .fit) {
        insertArrangedSubview(view, at: arrangedSubviews.count, length: length)
    }

    /// Inserts `view` at `index` with `length` along the axis.
    public func insertArrangedSubview(_ view: View, at index: Int, length: Length = .fit) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        lengths[ObjectIdentifier(view)] = length
        addSubview(view)
        setNeedsLayout()
    }

    /// Removes `view` from the arranged views and from the stack.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        lengths[ObjectIdentifier(view)] = nil
        shownWidths[ObjectIdentifier(view)] = nil
        view.removeFromSuperview()
        setNeedsLayout()
    }

    /// Changes the length of an arranged view.
    public func setLength(_ length: Length, for view: View) {
        lengths[ObjectIdentifier(view)] = length
        setNeedsLayout()
    }

    /// Shows an arranged view only while the stack's content is `widths` columns wide, and hides it otherwise: a
    /// narrow screen drops a decoration (a placeholder image) or moves a text to where it fits, instead of cutting
    /// what matters.
    public func show(_ view: View, atWidths widths: Range<Int>) {
        shownWidths[ObjectIdentifier(view)] = widths
        setNeedsLayout()
    }

    /// The length of an arranged view.
    public func length(for view: View) -> Length {
        lengths[ObjectIdentifier(view)] ?? .fit
    }

    /// Positions the visible arranged views along the axis.
    open override func layoutSubviews() {
        let area = bounds.inset(by: insets)
        for view in arrangedSubviews {
            guard let widths = shownWidths[ObjectIdentifier(view)] else { continue }
            view.isHidden = !widths.contains(area.width)
        }
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let extents = StackLayout.extents(
            of: visible.map { length(for: $0) }, along: axis == .vertical ? area.height : area.width,
            spacing: spacing
        ) { index in
            let fitted = visible[index].sizeThatFits(area.size)
            return axis == .vertical ? fitted.height : fitted.width
        }
        var position = axis == .vertical ? area.minY : area.minX
        for (view, extent) in zip(visible, extents) {
            let across = placeAcross(view, in: area)
            view.frame =
                axis == .vertical
                ? Rect(x: across.lowerBound, y: position, width: across.count, height: extent)
                : Rect(x: position, y: across.lowerBound, width: extent, height: across.count)
            position += extent + spacing
        }
    }

    /// The columns (vertical stack) or rows (horizontal stack) `view` takes across the axis.
    private func placeAcross(_ view: View, in area: Rect) -> Range<Int> {
        let start = axis == .vertical ? area.minX : area.minY
        let room = axis == .vertical ? area.width : area.height
        guard alignment != .fill else { return start..<(start + room) }
        let fitted = view.sizeThatFits(area.size)
        let length = min(room, axis == .vertical ? fitted.width : fitted.height)
        let offset: Int
        switch alignment {
        case .fill, .leading: offset = 0
        case .center: offset = (room - length) / 2
        case .trailing: offset = room - length
        }
        return (start + offset)..<(start + offset + length)
    }

    /// The sum of the arranged views' fitted lengths along the axis; the largest across it.
    open override func sizeThatFits(_ size: Size) -> Size {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let sizes = visible.map { view -> Size in
            switch length(for: view) {
            case .fixed(let cells):
                let fitted = view.sizeThatFits(size)
                return axis == .vertical
                    ? Size(width: fitted.width, height: cells) : Size(width: cells, height: fitted.height)
            case .fit, .flexible: return view.sizeThatFits(size)
            }
        }
        let gaps = spacing * max(0, visible.count - 1)
        let horizontalInsets = insets.left + insets.right
        let verticalInsets = insets.top + insets.bottom
        if axis == .vertical {
            return Size(
                width: (sizes.map(\.width).max() ?? 0) + horizontalInsets,
                height: sizes.map(\.height).reduce(gaps, +) + verticalInsets)
        }
        return Size(
            width: sizes.map(\.width).reduce(gaps, +) + horizontalInsets,
            height: (sizes.map(\.height).max() ?? 0) + verticalInsets)
    }
}
